// The marketing pages' fixed words and numbers (spec sections 1, 2 and 3).

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
  { value: CLAIMS.animalsRescued, label: 'Animals Rescued' },
  { value: CLAIMS.support, label: 'Emergency Support' },
  { value: CLAIMS.partnerNgos, label: 'Partner NGOs' },
] as const;

export const IMPACT_CARDS = [
  {
    title: 'Quick Reporting',
    text: 'Report an injured or stray animal in a minute, with a photo and the exact spot.',
    to: '/report-incident',
    link: 'Report an incident',
  },
  {
    title: 'Volunteer Network',
    text: 'Volunteers near the animal see the case and go to help.',
    to: '/volunteer',
    link: 'Become a volunteer',
  },
  {
    title: 'Professional Care',
    text: 'Partner NGOs treat, shelter and rehome the animals.',
    to: '/partners',
    link: 'Meet our partners',
  },
] as const;

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** Shown as the avatar: the author's initials on this colour. */
  colour: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I found a puppy with a broken leg outside my office. Twenty minutes after my report a volunteer was there.',
    author: 'Priya Sharma',
    role: 'Reporter, Mumbai',
    colour: '#b4330f',
  },
  {
    quote:
      'The cases come to us with a photo, the address and a severity score, so we send the right team first.',
    author: 'Dr. Arjun Mehta',
    role: 'Veterinarian, partner NGO',
    colour: '#1a7f37',
  },
  {
    quote:
      'I help on weekends. I pick a case near me, and the app keeps the NGO up to date while I am on the way.',
    author: 'Sneha Kulkarni',
    role: 'Volunteer, Pune',
    colour: '#0a58ca',
  },
  {
    quote:
      'Our shelter used to hear about injured animals days later. Now reports reach us the same hour.',
    author: 'Rahul Verma',
    role: 'Coordinator, animal shelter',
    colour: '#8a5a00',
  },
  {
    quote: 'The cat I reported was treated, vaccinated and adopted. I got an update at every step.',
    author: 'Ananya Iyer',
    role: 'Reporter, Chennai',
    colour: '#6f42c1',
  },
];

export const VALUES = [
  { title: 'Compassion', text: 'Every animal deserves kindness, whatever its breed or story.' },
  { title: 'Community', text: 'Neighbours, volunteers and NGOs rescue together.' },
  { title: 'Care', text: 'Treatment, shelter and follow-up until the animal is safe.' },
  {
    title: 'Support',
    text: 'Help around the clock, 24/7, for anyone who finds an animal in need.',
  },
] as const;
