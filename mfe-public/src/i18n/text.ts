// The public area's words for its first page (the home page, and the area's own loading
// spinner): English bundled with the area's entry, Hindi and Marathi fetched the first time the
// page is in that language (see @rescue/web-kit's catalogue.ts). The inner pages' words sit
// with those pages (features/*/i18n), so the home page does not download them.
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const publicText = defineCatalogue('public', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-public-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-public-mr" */ './mr.json'),
});

/** A key of the home page's catalogue. */
export type PublicKey = Parameters<typeof publicText.t>[0];
