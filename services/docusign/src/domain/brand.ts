/**
 * The product's name and brand colour on the pages this service serves itself (the signing
 * page). A service may not import the web kit, and the contracts hold no such constant, so
 * these mirror packages/web-kit: APP_NAME (page/use-page-title.ts) and theme.colors.brand,
 * brandHover and link (theme/theme.ts). Change them together.
 */
export const APP_NAME = 'Rescue Network';
export const BRAND_COLOUR = '#b4330f';
export const BRAND_COLOUR_DARK = '#8f2809';
export const LINK_COLOUR = '#a02c0c';
