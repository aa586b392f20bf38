import { useEffect } from 'react';
import { APP_NAME as PRODUCT_NAME } from '@rescue/contracts';

/** The product's name (the contracts' APP_NAME, which the signing service uses too). */
export const APP_NAME = PRODUCT_NAME;

/** Names the page in the browser tab and for screen readers on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
