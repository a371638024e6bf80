import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, plasticTheme, theme } from '@arbora/shared/ui';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The Océlia plastic line has its own theme variant. */
  plasticLine?: boolean;
  children: ReactNode;
}

/** The providers every page of the site runs under, in the shell and in a remote's standalone page. */
export function AppProviders({ queryClient, plasticLine = false, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={plasticLine ? plasticTheme : theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
