import { BRAND_COLOURS } from '@rescue/contracts';

// Colours, spacing and breakpoints for every area. Text colours meet WCAG AA (4.5:1) on
// the backgrounds they are used with.
export const theme = {
  colors: {
    brand: BRAND_COLOURS.brand,
    brandHover: BRAND_COLOURS.brandHover,
    brandSoft: '#fdeee8',
    emergency: '#a30d0d',
    text: '#1f2328',
    muted: '#57606a',
    background: '#ffffff',
    surface: '#f6f8fa',
    border: '#d0d7de',
    focus: '#0a58ca',
    link: BRAND_COLOURS.link,
    danger: '#b42318',
    dangerSoft: '#fef3f2',
    warning: '#8a5a00',
    warningSoft: '#fff8e1',
    success: '#1a7f37',
    successSoft: '#eaf7ee',
    info: '#0a58ca',
    infoSoft: '#eaf2ff',
    footer: '#1f2328',
    footerText: '#e6e8eb',
  },
  /** Severity band colours (spec section 4): high red, moderate yellow, low green. */
  severity: {
    high: { fg: '#b42318', bg: '#fef3f2' },
    moderate: { fg: '#8a5a00', bg: '#fff8e1' },
    low: { fg: '#1a7f37', bg: '#eaf7ee' },
  },
  /** The type scale: every size a screen uses (body text is md). */
  text: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 5vw, 3rem)',
  },
  /** Spacing in steps of 4 px: space(4) is 1rem. */
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 3px rgba(31, 35, 40, 0.12)',
    raised: '0 6px 18px rgba(31, 35, 40, 0.18)',
  },
  font: {
    /** Noto Sans from npm (fonts.ts), Latin and Devanagari; system fonts while it loads. */
    body: "'Noto Sans Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  /** Mobile first: rules inside these apply from the given width up. */
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
  },
  layout: {
    maxWidth: '1200px',
    headerHeight: '64px',
    /** A floating round button (the emergency call): its size and its gap to the edges. */
    floatingSize: '56px',
    floatingGap: '1rem',
    /**
     * What the page keeps free at its bottom so the floating buttons never cover content:
     * the button and a gap above and below it.
     */
    floatingReserve: 'calc(56px + 2rem)',
  },
  /**
   * Stacking, lowest first: floating buttons stay under an open drawer or menu and its
   * backdrop; toasts are on top but placed clear of the header (see the Toaster).
   */
  z: { header: 50, floating: 60, menu: 70, toast: 80 },
} as const;

export type Theme = typeof theme;
