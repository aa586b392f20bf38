// The report form's words: loaded with the form, not with the home page; Hindi and Marathi
// fetched the first time the page is in that language (see @rescue/web-kit's catalogue.ts).
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const reportText = defineCatalogue('public-report', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-public-report-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-public-report-mr" */ './mr.json'),
});
