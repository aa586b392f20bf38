// The volunteer portal's words: English bundled, Hindi and Marathi fetched the first time the
// page is in that language (see @rescue/web-kit's catalogue.ts). People's own input (animal
// descriptions, NGO and volunteer names, case notes) and the brand name stay as they are.
import { defineCatalogue } from '@rescue/web-kit';
import en from './en.json';

export const volunteerText = defineCatalogue('volunteer', {
  en,
  hi: () => import(/* webpackChunkName: "i18n-volunteer-hi" */ './hi.json'),
  mr: () => import(/* webpackChunkName: "i18n-volunteer-mr" */ './mr.json'),
});

export type VolunteerTextKey = Parameters<typeof volunteerText.t>[0];
