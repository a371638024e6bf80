import { createGlobalStyle } from 'styled-components';

// Render once at the root, inside the ThemeProvider, so the line switch recolours the page.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    color: ${({ theme }) => theme.color.heading};
  }

  /* A plain anchor (CMS HTML, a remote's own markup) in the theme's link colours, never the browser's blue. */
  a { color: ${({ theme }) => theme.color.link}; }
  a:hover { color: ${({ theme }) => theme.color.linkHover}; }

  img, svg, video { max-width: 100%; height: auto; }
  img, video { display: block; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* Keyboard users get a visible ring; mouse clicks do not. */
  :focus:not(:focus-visible) { outline: none; }
  :focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  [id] { scroll-margin-top: 5rem; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
