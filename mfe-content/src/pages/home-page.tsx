import { ecoParticipationText, formatShopperPrice, fromPrice, saleUnit } from '@arbora/shared/format';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { homeQuery, useHome } from '../features/home/api/get-home';
import type { HomeProduct, HomeView } from '../features/home/api/home-view';
import { homeHead } from '../features/home/lib/home-head';
import { HomeProductAction } from '../features/home/components/home-product-action';
import { HomeHero } from '../features/home/components/home-hero';
import { TileGrid } from '../components/tile-grid';
import { PageCover } from '../features/pages/components/page-cover';
import { RichText } from '@arbora/shared/ui';
import { HomePushes } from '../features/home/components/home-pushes';
import { HomeTestimonials } from '../features/home/components/home-testimonials';

const Main = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Reassurance = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  strong {
    display: block;
    color: ${({ theme }) => theme.color.heading};
  }
`;

const toPath = (slug: string) => `/${slug.replace(/^\/+/, '')}`;
/** Product pages live at `/p-{slug}` (SPEC 2.3); the API's product slug has no prefix. */
const productPath = (slug: string) => (slug.startsWith('p-') ? `/${slug}` : `/p-${slug}`);

export const pageQueries: PageQueries = () => [homeQuery()];
export const pageHead: PageHeadFn = (data) => homeHead(data[0] as HomeView);

/** The home's cover: beside the title from 48em (half the 75rem container at most), the screen on a phone. */
const HERO_SIZES = '(min-width: 75rem) 37rem, (min-width: 48em) 50vw, 100vw';

/** `/`: the home page from GET /v1/home. */
/** What a unit's price says after its amount, one unbreakable block: « TTC / lame ». */
const UnitLabel = styled.span`
  display: inline-block;
`;

/**
 * « À partir de 233,12 € TTC / lame, dont éco-participation : 2,22 € »: the price the product's list
 * shows and what it buys; « À partir de » only when the product has several variants. As text (it
 * sizes the grid) and as shown: « TTC / panneau, » an inline block, under the amount in a phone's
 * tile rather than past its edge (the amount and its unit are kept whole by no-break spaces).
 */
function tilePrice(product: HomeProduct): { text: string; textNode: ReactNode } {
  const price = fromPrice(product);
  const eco = ecoParticipationText(price);
  const amount = formatShopperPrice(price, { from: product.type === 'configurable' });
  const cut = amount.lastIndexOf('\u00a0');
  const unit = `${amount.slice(cut)}\u00a0/\u00a0${saleUnit(product)}${eco ? ',' : ''}`;
  const rest = eco ? ` ${eco}` : '';
  return {
    text: `${amount.slice(0, cut)}${unit}${rest}`,
    textNode: (
      <>
        {amount.slice(0, cut)}
        <UnitLabel>{unit}</UnitLabel>
        {rest}
      </>
    ),
  };
}

export default function HomePage() {
  const home = useHome();
  return (
    <Main>
      <HomeHero
        page={home.page}
        cover={home.page.covers[0] ? <PageCover image={home.page.covers[0]} sizes={HERO_SIZES} priority /> : null}
      />
      <Reassurance aria-label="Nos engagements">
        {home.reassurance.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            {item.text}
          </li>
        ))}
      </Reassurance>
      <HomePushes items={home.page.push} />
      <TileGrid
        id="home-categories"
        phonePairs
        title="Nos gammes"
        items={home.featured_categories.map((c) => ({
          key: c.id,
          title: c.name,
          href: toPath(c.slug),
          text: c.short_text,
          image: c.cover,
        }))}
      />
      <TileGrid
        id="home-products"
        phonePairs
        title="Produits phares"
        items={home.products.map((p) => ({
          key: p.id,
          title: p.name,
          href: productPath(p.slug),
          image: p.cover,
          ...tilePrice(p),
          extra: <HomeProductAction product={p} href={productPath(p.slug)} />,
        }))}
      />
      <RichText html={home.page.content} />
      <TileGrid
        id="home-realisations"
        phonePairs
        title="Réalisations de nos clients"
        more={{ to: '/realisations', label: 'Voir toutes les réalisations' }}
        items={home.realisations.map((r) => ({
          key: r.id,
          title: r.title,
          href: toPath(r.slug),
          image: r.covers[0],
          text: r.place ?? undefined,
        }))}
      />
      <HomeTestimonials items={home.testimonials} />
      <TileGrid
        id="home-blog"
        phonePairs
        title="Le blog"
        more={{ to: '/blog', label: 'Lire tous les articles' }}
        items={home.blog_posts.map((a) => ({
          key: a.id,
          title: a.title,
          href: toPath(a.slug),
          image: a.covers[0],
          text: a.author ? `Par ${a.author}` : a.text,
        }))}
      />
      <TileGrid
        id="home-advice"
        title="Conseils"
        more={{ to: '/conseils', label: 'Tous nos conseils' }}
        items={home.advice.map((a) => ({
          key: a.id,
          title: a.title,
          href: toPath(a.slug),
          text: a.text,
        }))}
      />
    </Main>
  );
}
