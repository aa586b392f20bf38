// The reporter's area's words: English bundled, Hindi and Marathi fetched the first time the
// page is in that language (see @rescue/web-kit's catalogue.ts). People's own input (the
// report's descriptions, names, notifications' text) and the brand name stay as they are.
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const userText = defineCatalogue('user', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-user-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-user-mr" */ './mr.json'),
});

export type UserTextKey = Parameters<typeof userText.t>[0];
