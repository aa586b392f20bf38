import { useEffect } from 'react';

export const APP_NAME = 'Rescue Network';

/** Names the page in the browser tab and for screen readers on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
