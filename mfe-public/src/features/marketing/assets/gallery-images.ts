// The home gallery: illustrations rendered to WebP at two widths (scripts/render-gallery.mjs).
import catRecovery480 from './gallery/cat-recovery-480.webp';
import catRecovery960 from './gallery/cat-recovery-960.webp';
import feedingTime480 from './gallery/feeding-time-480.webp';
import feedingTime960 from './gallery/feeding-time-960.webp';
import streetRescue480 from './gallery/street-rescue-480.webp';
import streetRescue960 from './gallery/street-rescue-960.webp';
import vetCare480 from './gallery/vet-care-480.webp';
import vetCare960 from './gallery/vet-care-960.webp';
import type { PublicKey } from '../../../i18n/text';

export interface GalleryImage {
  small: string;
  large: string;
  /** Catalogue keys: the drawings are described in the page's language. */
  alt: PublicKey;
  caption: PublicKey;
}

/** Width and height of the drawings, so the page keeps their space before they load. */
export const GALLERY_IMAGE_SIZE = { width: 960, height: 720 } as const;

/** First aid on the street, what a report sets in motion: also beside the home page's hero. */
export const HERO_IMAGE: GalleryImage = {
  small: streetRescue480,
  large: streetRescue960,
  alt: 'gallery.streetRescue.alt',
  caption: 'gallery.streetRescue.caption',
};

export const GALLERY_IMAGES: readonly GalleryImage[] = [
  HERO_IMAGE,
  {
    small: catRecovery480,
    large: catRecovery960,
    alt: 'gallery.catRecovery.alt',
    caption: 'gallery.catRecovery.caption',
  },
  {
    small: feedingTime480,
    large: feedingTime960,
    alt: 'gallery.feedingTime.alt',
    caption: 'gallery.feedingTime.caption',
  },
  {
    small: vetCare480,
    large: vetCare960,
    alt: 'gallery.vetCare.alt',
    caption: 'gallery.vetCare.caption',
  },
];
