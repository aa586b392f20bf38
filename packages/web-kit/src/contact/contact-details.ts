// Contact details shown by the header banner, the footer, the emergency button and the
// contact page. The helpline is the deployment's (useHelpline): this is the spec's
// placeholder-style number it shows until one is set.
import { PLACEHOLDER_HELPLINE, telHref } from '@rescue/contracts';

export const EMERGENCY_PHONE = {
  display: PLACEHOLDER_HELPLINE,
  tel: telHref(PLACEHOLDER_HELPLINE),
};
export const CONTACT_EMAIL = 'help@rescue-network.example';
export const CONTACT_CITY = 'Mumbai, India';

export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'Instagram', url: 'https://www.instagram.com/' },
  { name: 'X', url: 'https://x.com/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
] as const;
