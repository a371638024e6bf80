import { NotFoundError } from '../errors';
import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { loadPageData, pageContext, prefetchPageData, type PageQueries, type RemotePageModule } from './page-contract';
import { usePageRoute } from './page-route';

const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['test', 'product', slug],
    queryFn: async () => {
      if (slug === 'inconnu') throw new NotFoundError('Page Not Found /p-inconnu');
      return { name: `Produit ${slug}` };
    },
  });

const pageQueries: PageQueries = (params, ctx) => [
  productQuery(params.slug ?? ''),
  queryOptions({ queryKey: ['test', 'colour', ctx.searchParams.get('couleur')], queryFn: async () => 'ok' }),
];

function ProductPage() {
  const { params } = usePageRoute();
  const { data } = useSuspenseQuery(productQuery(params.slug ?? ''));
  return <h1>{data.name}</h1>;
}

const page: RemotePageModule = { default: ProductPage, pageQueries };
const ctx = pageContext('/p-lame', '?couleur=gris', false);

describe('route data contract', () => {
  it('runs the queries a page declares, in order, into the given client', async () => {
    const client = new QueryClient();
    await expect(loadPageData(client, page, { slug: 'lame' }, ctx)).resolves.toEqual([{ name: 'Produit lame' }, 'ok']);
    expect(client.getQueryData(['test', 'colour', 'gris'])).toBe('ok');
  });

  it('rejects with the HttpError of a query, so the server can answer its status', async () => {
    await expect(loadPageData(new QueryClient(), page, { slug: 'inconnu' }, ctx)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('prefetches without failing and a page without pageQueries has no data', async () => {
    const client = new QueryClient();
    await expect(prefetchPageData(client, page, { slug: 'inconnu' }, ctx)).resolves.toBeUndefined();
    await expect(loadPageData(client, { default: ProductPage }, {}, ctx)).resolves.toEqual([]);
  });

  it('renders from the data the queries loaded, reading the same parameters (no second fetch)', async () => {
    const { queryClient } = renderPage(<ProductPage />, { route: '/p-lame', params: { slug: 'lame' } });
    expect(await screen.findByRole('heading', { name: 'Produit lame' })).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['test', 'product'] })).toHaveLength(1);
  });
});
