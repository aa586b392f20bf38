// Contact details shown by the header banner, the footer, the emergency button and the
// contact page. The spec gives a placeholder-style number, so these are placeholders too.

export const EMERGENCY_PHONE = { display: '+91 12345 67890', tel: 'tel:+911234567890' };
export const CONTACT_EMAIL = 'help@rescue-network.example';
export const CONTACT_CITY = 'Mumbai, India';

export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'Instagram', url: 'https://www.instagram.com/' },
  { name: 'X', url: 'https://x.com/' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
] as const;
