import { pressKeyAfterHydration } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SearchBox } from './search-box';

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Rechercher sur le site' });

describe('SearchBox hydration', () => {
  it('keeps a letter typed between the hydration and its effects (the box was set back to the URL’s query)', async () => {
    const { cleanup } = await pressKeyAfterHydration(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/']}>
            <SearchBox />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
      box,
      'p',
    );
    try {
      expect(box()).toHaveValue('p');
    } finally {
      await cleanup();
    }
  });
});
