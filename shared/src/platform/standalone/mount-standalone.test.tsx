import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { mountStandalone } from './mount-standalone';
import { usePageRoute } from '@arbora/shared/platform';

function ProductPage() {
  const { params, ctx } = usePageRoute();
  return (
    <>
      <h1>Produit {params.slug}</h1>
      <p data-testid="ctx">{`${ctx.pathname} ${ctx.searchParams.get('v') ?? ''}`}</p>
      <Link to="/guide/pose">Guide</Link>
    </>
  );
}

function ContentPage() {
  return <h1>Contenu {usePageRoute().params.splat}</h1>;
}

describe('mountStandalone (a remote without the shell, declarative routing as in the site)', () => {
  it('gives each page the shell’s params (`*` as splat) and follows links', async () => {
    window.history.pushState(null, '', '/p/lame-ipe?v=3');
    const element = document.body.appendChild(document.createElement('div'));
    await act(async () => mountStandalone({ '/p/:slug': ProductPage, '*': ContentPage }, element));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produit lame-ipe');
    expect(screen.getByTestId('ctx')).toHaveTextContent('/p/lame-ipe 3');

    await act(async () => screen.getByRole('link', { name: 'Guide' }).click());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contenu guide/pose');
  });
});
