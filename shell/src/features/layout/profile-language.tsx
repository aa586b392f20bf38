import { useEffect, useRef } from 'react';
import { isLanguage, type UserProfile } from '@rescue/contracts';
import { languageStore } from '@rescue/web-kit';
import { callOperation, useQuery, userKeys } from '@rescue/web-kit/query';

/**
 * On signing in, the language saved in the person's profile becomes the page's. The profile is
 * read through the kit's one cache, under the key and operation the areas read it with (the
 * reporter's dashboard, the volunteer's city), so a signed-in page asks for it once. Only the
 * first answer is applied: a later refetch must not undo a choice made since in the switcher.
 */
export default function ProfileLanguage({ userId }: { userId: string }) {
  const profile = useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: ({ signal }) =>
      callOperation('profile.read', { params: { id: userId }, signal }) as Promise<UserProfile>,
  });
  const applied = useRef(false);
  const language = profile.data?.language;
  useEffect(() => {
    if (applied.current || !profile.isSuccess) return;
    applied.current = true;
    if (isLanguage(language) && language !== languageStore.get()) void languageStore.set(language);
  }, [profile.isSuccess, language]);
  return null;
}
