import {
  DOCUMENT_TYPES,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
  type SigningUrlResponse,
} from '@rescue/contracts';
import { api } from '@rescue/web-kit';

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
