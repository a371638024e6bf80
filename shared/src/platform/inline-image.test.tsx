import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { configureApi } from '../api/config';
import { provideInlineImages, useInlineImage } from './inline-image';

/** What the server's render left in the page's query state for a picture (its key is the contract's). */
const serverAnswer = (src: string) => ['inline-image', src] as const;

function Hero({ src }: { src: string }) {
  return <img src={useInlineImage(src)} alt="héros" />;
}

describe('useInlineImage in the browser', () => {
  const fetch = jest.fn();
  beforeEach(() => configureApi({ fetch }));

  it('hydrates the data: URL the server put in the page’s query state', () => {
    const client = new QueryClient();
    client.setQueryData(serverAnswer('/api/v1/media/hero/a-1200x630.webp'), 'data:image/webp;base64,UklG');
    render(
      <QueryClientProvider client={client}>
        <Hero src="/api/v1/media/hero/a-1200x630.webp" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('img', { name: 'héros' })).toHaveAttribute('src', 'data:image/webp;base64,UklG');
  });

  it('loads the URL when the server did not inline it, or after a navigation in the browser, without asking the API', () => {
    const client = new QueryClient();
    // Even a client with a fetcher: the browser never asks.
    const fetchImage = jest.fn(async () => 'data:image/webp;base64,UklG');
    provideInlineImages(client, fetchImage);
    client.setQueryData(serverAnswer('/api/v1/media/hero/big-1200x630.webp'), '');
    render(
      <QueryClientProvider client={client}>
        <Hero src="/api/v1/media/hero/big-1200x630.webp" />
        <Hero src="/api/v1/media/hero/later-1200x630.webp" />
      </QueryClientProvider>,
    );
    const [big, later] = screen.getAllByRole('img', { name: 'héros' });
    expect(big).toHaveAttribute('src', '/api/v1/media/hero/big-1200x630.webp');
    expect(later).toHaveAttribute('src', '/api/v1/media/hero/later-1200x630.webp');
    expect(fetch).not.toHaveBeenCalled();
    expect(fetchImage).not.toHaveBeenCalled();
  });
});
