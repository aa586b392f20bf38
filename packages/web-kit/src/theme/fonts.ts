// The product's one type family, Noto Sans, self-hosted from npm (@fontsource-variable): one
// variable file per script carries every weight. Latin is fetched on the first page; the
// Devanagari file only when a page shows Hindi or Marathi text (the browser picks files by
// unicode-range), so it costs English readers nothing. Ranges are fontsource's own.
import devanagari from '@fontsource-variable/noto-sans/files/noto-sans-devanagari-wght-normal.woff2';
import latinExt from '@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2';
import latin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2';
import { css } from 'styled-components';

export const FONT_FAMILY = 'Noto Sans Variable';

const SUBSETS = [
  {
    url: devanagari,
    range:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
  {
    url: latinExt,
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    url: latin,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

export const fontFaces = css`
  ${SUBSETS.map(
    ({ url, range }) => `
  @font-face {
    font-family: '${FONT_FAMILY}';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${url}) format('woff2-variations'), url(${url}) format('woff2');
    unicode-range: ${range};
  }`,
  ).join('\n')}
`;
