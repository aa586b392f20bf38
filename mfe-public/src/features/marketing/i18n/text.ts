// The words of the public area's inner marketing pages (about, contact, volunteer, partners,
// impact): loaded with those pages, not with the home page; Hindi and Marathi fetched the first
// time the page is in that language (see @rescue/web-kit's catalogue.ts).
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const pagesText = defineCatalogue('public-pages', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-public-pages-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-public-pages-mr" */ './mr.json'),
});

/** A key of the inner pages' catalogue. */
export type PagesKey = Parameters<typeof pagesText.t>[0];
