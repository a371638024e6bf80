import type { Category, CategorySummary, PageSummary, Push } from '@arbora/shared/schemas';
import { Button, Picture, renderWhenNear } from '@arbora/shared/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { FaqAccordion } from '../../../components/faq-accordion';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${renderWhenNear('20rem')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.heading};
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

const Tile = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  h3,
  p {
    margin: 0 ${({ theme }) => theme.space.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  h3 a {
    color: ${({ theme }) => theme.color.heading};
  }
  /* the whole tile is the heading's link */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const PushList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3,
  p {
    margin: 0;
  }
  img {
    width: 100%;
    height: auto;
  }
`;

/**
 * Tiles: as many columns of 15rem or more as fit (gaps of 1rem) in the page's width less its 2rem of
 * padding, 75rem at most: one on a phone, two from 33rem, three from 49rem, four from 65rem. Each
 * query comes 1rem after its layout's breakpoint (a desktop's scrollbar takes up to that much of
 * 100vw): inside that band a tile is announced wider than it is, never narrower.
 */
const TILE_SIZES = [
  '(min-width: 76rem) 17.5rem',
  '(min-width: 66rem) calc((100vw - 5rem) / 4)',
  '(min-width: 50rem) calc((100vw - 4rem) / 3)',
  '(min-width: 34rem) calc((100vw - 3rem) / 2)',
  'calc(100vw - 2rem)',
].join(', ');
/**
 * Pushes: as many columns of 16rem or more as fit (gaps of 1rem) in the page's width less its 2rem
 * of padding (73rem at most), as many as there are pushes (auto-fit: fewer pushes, wider columns),
 * each less its own 2rem of padding. With c columns the picture is (100vw - (3c + 1)rem) / c, from
 * a layout width of (17c + 1)rem: one column on a phone (390 px: 326 px), two from 35rem, three
 * from 52rem, 21.67rem wide from 75rem (1280 px: 346.7 px). Each query comes 1rem after its
 * layout's breakpoint (a desktop's scrollbar), as for the tiles: announced wider, never narrower.
 */
function pushSizes(count: number): string {
  const columns = Math.min(Math.max(count, 1), 3);
  const widest = Math.ceil(((73 - (columns - 1)) / columns - 2) * 100) / 100;
  const queries = [`(min-width: 76rem) ${widest}rem`];
  for (let c = columns; c > 1; c -= 1)
    queries.push(`(min-width: ${17 * c + 2}rem) calc((100vw - ${3 * c + 1}rem) / ${c})`);
  return [...queries, 'calc(100vw - 4rem)'].join(', ');
}

const pagePath = (slug: string) => `/${slug.replace(/^\/+/, '')}`;

/** The child categories: each its own category page. */
export function ChildCategories({ childs }: { childs: readonly CategorySummary[] }) {
  if (!childs.length) return null;
  return (
    <Section aria-labelledby="sous-categories">
      <h2 id="sous-categories">Nos gammes</h2>
      <Tiles>
        {childs.map((child) => (
          <Tile key={child.id}>
            {child.cover ? <Picture image={child.cover} sizes={TILE_SIZES} alt="" /> : null}
            <h3>
              <Link to={`/category/${child.slug}`}>{child.name}</Link>
            </h3>
            <p>{child.product_count} produits</p>
          </Tile>
        ))}
      </Tiles>
    </Section>
  );
}

/** Articles or realisations of the category, as tiles to their content pages. */
export function PageTiles({ id, title, pages }: { id: string; title: string; pages: readonly PageSummary[] }) {
  if (!pages.length) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Tiles>
        {pages.map((page) => (
          <Tile key={page.id}>
            {page.covers[0] ? <Picture image={page.covers[0]} sizes={TILE_SIZES} alt="" /> : null}
            <h3>
              <Link to={pagePath(page.slug)}>{page.title}</Link>
            </h3>
          </Tile>
        ))}
      </Tiles>
    </Section>
  );
}

export function CategoryFaq({ faqs }: { faqs: Category['faqs'] }) {
  if (!faqs.length) return null;
  return (
    <Section aria-labelledby="faq-categorie">
      <h2 id="faq-categorie">Questions fréquentes</h2>
      <FaqAccordion items={faqs} />
    </Section>
  );
}

/** push_1 to push_3: the calls to action of the category. */
export function CategoryPushes({ pushes }: { pushes: readonly Push[] }) {
  if (!pushes.length) return null;
  const sizes = pushSizes(pushes.length);
  return (
    <Section aria-label="Nos services">
      <PushList>
        {pushes.map((push) => (
          <li key={push.title}>
            {push.image ? <Picture image={push.image} sizes={sizes} alt="" /> : null}
            <h3>{push.title}</h3>
            <p>{push.text}</p>
            <div>
              <Button to={push.url} variant="secondary">
                {push.label}
              </Button>
            </div>
          </li>
        ))}
      </PushList>
    </Section>
  );
}
