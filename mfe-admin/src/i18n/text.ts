// The operator console's words: English bundled, Hindi and Marathi fetched the first time the
// page is in that language (see @rescue/web-kit's catalogue.ts). People's own input (names,
// reasons, report texts) and the brand name stay as they are.
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const adminText = defineCatalogue('admin', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-admin-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-admin-mr" */ './mr.json'),
});

export type AdminTextKey = Parameters<typeof adminText.t>[0];

/** The prefixes P for which the catalogue has a key `P.<part>`: a screen's or dialog's words. */
export type AdminKeyPrefix<Part extends string> = AdminTextKey extends infer Key
  ? Key extends `${infer Prefix}.${Part}`
    ? Prefix
    : never
  : never;
