import { DOCUMENT_TYPES, type LoginRequest, type RegisterRequest } from '@rescue/contracts';
import { callOperation, useMutation, useQuery } from '@rescue/web-kit/query';

export type SigningRole = keyof typeof DOCUMENT_TYPES;

export const register = (payload: RegisterRequest) =>
  callOperation('session.register', { body: payload });

export const login = (payload: LoginRequest) => callOperation('session.login', { body: payload });

const SIGNING_OPERATIONS = {
  volunteer: 'documents.sign.volunteer',
  ngo: 'documents.sign.ngo',
} as const satisfies Record<SigningRole, string>;

/**
 * Where to send the browser to sign the role's onboarding documents. `returnTo` is the app's
 * page to come back to: the signing page's Back link, and where signing ends (with ?signed=).
 */
export const requestSigningUrl = (role: SigningRole, userId: string, returnTo?: string) =>
  callOperation(SIGNING_OPERATIONS[role], {
    body: { userId, documentType: DOCUMENT_TYPES[role], ...(returnTo ? { returnTo } : {}) },
  });

/** Whether the logged-in account has signed its role's documents (the signatures on record). */
export const fetchSigningStatus = () => callOperation('documents.status');

export const signingStatusKey = (userId: string) => ['docusign', 'status', userId] as const;

/**
 * Login, registration and the signing page's address as mutations: their pending state is the
 * forms' busy state. What they start (a session, a trip to the signing page) is the caller's.
 */
export const useLogIn = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useSigningUrl = (role: SigningRole, userId: string, returnTo?: string) =>
  useMutation({ mutationFn: () => requestSigningUrl(role, userId, returnTo) });

/** The signing status, asked only when `userId` has documents to sign (a volunteer or NGO). */
export const useSigningStatus = (userId: string, enabled: boolean) =>
  useQuery({ queryKey: signingStatusKey(userId), queryFn: fetchSigningStatus, enabled });
