import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme as arboraTheme, type ArboraTheme } from '../theme/theme';

// every component test imports this module, so the axe matcher is registered once here
expect.extend(toHaveNoViolations);

interface Options extends Omit<RenderOptions, 'wrapper'> {
  theme?: ArboraTheme;
  /** initial URL of the MemoryRouter every render gets (links need a router) */
  route?: string;
}

/** Renders inside the theme and a router, like the shell does. */
export function renderWithTheme(ui: ReactElement, options: Options = {}): RenderResult {
  const { theme = arboraTheme, route = '/', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
