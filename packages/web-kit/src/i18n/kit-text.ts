// The kit's own words (badges, relative times, the switcher): a catalogue like any area's.
import { defineCatalogue } from './catalogue';
import en from './kit/en.json';

export const kitText = defineCatalogue('kit', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-kit-hi" */ './kit/hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-kit-mr" */ './kit/mr.json'),
});
