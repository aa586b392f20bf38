import { useSession } from '@rescue/web-kit';

/**
 * The stored token, for data keys: a screen loads nothing without one, and loads again when
 * it changes (the refresh after signing the documents brings reporter contact details).
 */
export function useToken(): string | null {
  return useSession().session?.token ?? null;
}
