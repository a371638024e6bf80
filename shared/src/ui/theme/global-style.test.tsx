import { renderWithTheme } from '../testing/render-with-theme';
import { GlobalStyle } from './global-style';
import { plasticTheme, theme } from './theme';

function globalCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent ?? '')
    .join('\n');
}

describe('GlobalStyle', () => {
  it('sets box-sizing, the body colours of the theme, a focus-visible ring and reduced motion', () => {
    renderWithTheme(<GlobalStyle />);
    const css = globalCss();
    expect(css).toMatch(/box-sizing:\s*border-box/);
    expect(css).toContain(theme.color.background);
    expect(css).toMatch(/:focus-visible\{outline:3px solid #1A5FB4/);
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('gives a plain anchor the theme’s link colours', () => {
    renderWithTheme(<GlobalStyle />);
    const css = globalCss();
    expect(css).toMatch(new RegExp(`a\\{color:${theme.color.link}`));
    expect(css).toMatch(new RegExp(`a:hover\\{color:${theme.color.linkHover}`));
  });

  it('follows the plastic-line theme', () => {
    renderWithTheme(<GlobalStyle />, { theme: plasticTheme });
    expect(globalCss()).toContain(plasticTheme.color.background);
  });
});
