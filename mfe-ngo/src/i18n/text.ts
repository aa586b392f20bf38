// The NGO area's words: English bundled, Hindi and Marathi fetched the first time the page is in
// that language (see @rescue/web-kit's catalogue.ts). People's own input (names, descriptions,
// addresses) and the brand name stay as they are.
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const ngoText = defineCatalogue('ngo', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-ngo-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-ngo-mr" */ './mr.json'),
});

export type NgoTextKey = Parameters<typeof ngoText.t>[0];
