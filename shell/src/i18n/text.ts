// The shell's words (header, footer, menus, its own pages): English bundled, Hindi and Marathi
// fetched the first time the page is in that language (see @rescue/web-kit's catalogue.ts).
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const shellText = defineCatalogue('shell', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-shell-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-shell-mr" */ './mr.json'),
});
