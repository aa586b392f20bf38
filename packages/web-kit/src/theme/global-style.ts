import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './fonts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3, h4 { line-height: 1.25; }
  h1 { font-size: ${({ theme }) => theme.text.xxl}; }
  h2 { font-size: ${({ theme }) => theme.text.xl}; }
  h3 { font-size: ${({ theme }) => theme.text.lg}; }
  /* Links in running text are the brand's, underlined: not the browser's blue. */
  img { max-width: 100%; height: auto; }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-underline-offset: 0.15em;
  }
  /* One visible focus ring everywhere, for keyboard users only. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
