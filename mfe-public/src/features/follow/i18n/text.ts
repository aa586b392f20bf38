// The follow page's words: loaded with the page; Hindi and Marathi fetched the first time the
// page is in that language (see @rescue/web-kit's catalogue.ts).
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const followText = defineCatalogue('public-follow', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-public-follow-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-public-follow-mr" */ './mr.json'),
});
