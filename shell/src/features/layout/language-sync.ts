import type { Language } from '@rescue/contracts';
import { api } from '@rescue/web-kit';

/** Saves a signed-in person's choice in their profile, so their next device starts in it. */
export function saveLanguageChoice(userId: string | undefined, language: Language): void {
  if (!userId) return;
  // Best effort: the choice already holds in this browser.
  api.put(`/api/users/profile/${userId}`, { json: { language } }).catch(() => undefined);
}
