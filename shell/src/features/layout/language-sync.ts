import { useEffect } from 'react';
import { isLanguage, type Language } from '@rescue/contracts';
import { api, languageStore, useSession } from '@rescue/web-kit';

/** Saves a signed-in person's choice in their profile, so their next device starts in it. */
export function saveLanguageChoice(userId: string | undefined, language: Language): void {
  if (!userId) return;
  // Best effort: the choice already holds in this browser.
  api.put(`/api/users/profile/${userId}`, { json: { language } }).catch(() => undefined);
}

/** On signing in, the language saved in the person's profile becomes the page's. */
export function useProfileLanguage(): void {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    api
      .get<{ language?: unknown }>('/api/users/me')
      .then((profile) => {
        if (current && isLanguage(profile.language) && profile.language !== languageStore.get())
          void languageStore.set(profile.language);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId]);
}
