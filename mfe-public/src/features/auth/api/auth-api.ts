import {
  DOCUMENT_TYPES,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
  type SigningUrlResponse,
} from '@rescue/contracts';
import { api, useMutation } from '@rescue/web-kit';

export type SigningRole = keyof typeof DOCUMENT_TYPES;

export const register = (payload: RegisterRequest) =>
  api.post<RegisterResponse>('/api/users/register', { json: payload });

export const login = (payload: LoginRequest) =>
  api.post<LoginResponse>('/api/users/login', { json: payload });

const SIGNING_PATHS: Record<SigningRole, string> = {
  volunteer: '/api/docusign/create-signing-url',
  ngo: '/api/docusign/create-ngo-signing-url',
};

/** Where to send the browser to sign the role's onboarding documents. */
export const requestSigningUrl = (role: SigningRole, userId: string) =>
  api.post<SigningUrlResponse>(SIGNING_PATHS[role], {
    json: { userId, documentType: DOCUMENT_TYPES[role] },
  });

/**
 * Login, registration and the signing page's address as mutations: their pending state is the
 * forms' busy state. What they start (a session, a trip to the signing page) is the caller's.
 */
export const useLogIn = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useSigningUrl = (role: SigningRole, userId: string) =>
  useMutation({ mutationFn: () => requestSigningUrl(role, userId) });
