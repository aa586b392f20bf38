// The marketing pages' fixed numbers and the catalogue keys of their words (spec sections 1, 2
// and 3; the words are in src/i18n).
import type { PublicKey } from '../../../i18n/text';

/** Claims the product makes (spec section 1); live figures are on the impact page. */
export const CLAIMS = {
  animalsRescued: '1000+',
  support: '24/7',
  partnerNgos: '50+',
  volunteers: '1000+',
  activeVolunteers: '500+',
  since: '2025',
} as const;

/** The stats strip of the home page. */
export const STATS = [
  { value: CLAIMS.animalsRescued, label: 'home.stats.rescued' },
  { value: CLAIMS.support, label: 'home.stats.support' },
  { value: CLAIMS.partnerNgos, label: 'home.stats.ngos' },
] as const;

/**
 * The sign-up form with Volunteer chosen: where the home page's Volunteer button and "See
 * volunteer opportunities" send a visitor (issue 30: not a login wall or a form that cannot send).
 */
export const VOLUNTEER_SIGN_UP_PATH = '/register?role=volunteer';

/** The home page's cards, their words `home.help.title.<id>`, `.text.<id>`, `.link.<id>`. */
export const IMPACT_CARDS = [
  { id: 'reporting', to: '/report-incident' },
  { id: 'network', to: '/volunteer' },
  { id: 'care', to: '/partners' },
] as const;

export interface Testimonial {
  /** Catalogue keys: the quote and who the author is are translated, the name is not. */
  quote: PublicKey;
  author: string;
  role: PublicKey;
  /** Shown as the avatar: the author's initials on this colour. */
  colour: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'testimonials.priya.quote',
    author: 'Priya Sharma',
    role: 'testimonials.priya.role',
    colour: '#b4330f',
  },
  {
    quote: 'testimonials.arjun.quote',
    author: 'Dr. Arjun Mehta',
    role: 'testimonials.arjun.role',
    colour: '#1a7f37',
  },
  {
    quote: 'testimonials.sneha.quote',
    author: 'Sneha Kulkarni',
    role: 'testimonials.sneha.role',
    colour: '#0a58ca',
  },
  {
    quote: 'testimonials.rahul.quote',
    author: 'Rahul Verma',
    role: 'testimonials.rahul.role',
    colour: '#8a5a00',
  },
  {
    quote: 'testimonials.ananya.quote',
    author: 'Ananya Iyer',
    role: 'testimonials.ananya.role',
    colour: '#6f42c1',
  },
];

/** The about page's values, their words `about.values.title.<id>` and `.text.<id>`. */
export const VALUES = ['compassion', 'community', 'care', 'support'] as const;
