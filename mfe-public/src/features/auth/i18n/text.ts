// The login, register and document-signing screens' words: loaded with those screens, not with
// the home page; Hindi and Marathi fetched the first time the page is in that language (see
// @rescue/web-kit's catalogue.ts).
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const authText = defineCatalogue('public-auth', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-public-auth-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-public-auth-mr" */ './mr.json'),
});

/** A key of the sign-up and login screens' catalogue. */
export type AuthKey = Parameters<typeof authText.t>[0];
