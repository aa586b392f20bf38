// The words of the signed-in areas' parts of the kit (case history, dialogs, guards, maps, the
// bell): a catalogue of this entry, so the home page's kit carries only the words it shows.
import { defineCatalogue } from '@rescue/web-kit';
import en from './i18n/en.json';

export const areasText = defineCatalogue('kit-areas', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-kit-areas-hi" */ './i18n/hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-kit-areas-mr" */ './i18n/mr.json'),
});
