import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { ProductCard } from './product-card';

const card = (priority: boolean) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <ProductCard
        name="Lame de terrasse Boréal"
        href="/p-lame-de-terrasse-boreal"
        image={{ src: '/api/v1/images/terrasse-1-teck-1x1.0123456789/1280.jpg', alt: '', width: 1333, height: 1333 }}
        price={{ ttc: 129000 as never }}
        priority={priority}
      />
    </MemoryRouter>
  </ThemeProvider>
);

describe('ProductCard picture', () => {
  it('comes in every served width with the grid’s sizes, lazy unless it is among the first cards', () => {
    const { container, rerender } = render(card(false));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/api/v1/images/terrasse-1-teck-1x1.0123456789/480 480w');
    expect(img.getAttribute('sizes')).toMatch(/46vw$/);
    expect(img).toHaveAttribute('width', '1333');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(card(true));
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
