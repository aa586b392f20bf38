// The public area's words (home, about, contact, volunteer, partners, impact, login, register,
// the report form): English bundled, Hindi and Marathi fetched the first time the page is in
// that language (see @rescue/web-kit's catalogue.ts).
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const publicText = defineCatalogue('public', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-public-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-public-mr" */ './mr.json'),
});

/** A key of the public area's catalogue. */
export type PublicKey = Parameters<typeof publicText.t>[0];
