import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { breadcrumbJsonLd, usePageRoute } from '@arbora/shared/platform';
import type { Category } from '@arbora/shared/schemas';
import { Breadcrumbs, Button, Link, Picture, RichText } from '@arbora/shared/ui';
import styled from 'styled-components';
import { categoryQuery, useCategory } from '../features/category/api/get-category';
import {
  CategoryFaq,
  CategoryPushes,
  ChildCategories,
  PageTiles,
} from '../features/category/components/category-sections';

const Page = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxxl};
    color: ${({ theme }) => theme.color.heading};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    max-width: ${({ theme }) => theme.container.narrow};
  }
`;

const Cover = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  a {
    display: block;
  }
  a:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** The product list of a category: `/c-x`, on the plastic line's path for Océlia. */
export const listPathOf = (category: Pick<Category, 'slug' | 'line'>) =>
  `${category.line === 'ocelia' ? '/ocelia' : ''}/${category.slug}`;

export const pageQueries: PageQueries = (params) => [categoryQuery(params.slug ?? '')];

export const pageHead: PageHeadFn = (data) => {
  const category = data[0] as Category | undefined;
  if (!category) return null;
  return {
    title: category.metas.title || category.name,
    description: category.metas.description || category.short_text,
    ...(category.cover
      ? { image: { url: category.cover.url_webp, width: category.cover.width, height: category.cover.height } }
      : {}),
    ...(category.breadcrumbs.length > 1 ? { jsonLd: [breadcrumbJsonLd(category.breadcrumbs)] } : {}),
  };
};

/** The cover spans the page (at most its 75rem container); phones get the 3:2 crop. */
const COVER_SIZES = '(min-width: 75rem) 75rem, 100vw';
const PHONE = '(max-width: 47.99em)';

/** `/category/{slug}`: a category's showcase (cover, text, sub-ranges, advice, FAQ) and its product list. */
export default function CategoryPage() {
  const { params } = usePageRoute();
  const category = useCategory(params.slug ?? '');
  const pushes = [category.push_1, category.push_2, category.push_3].filter((p) => p !== null);
  const listPath = listPathOf(category);
  const cover = category.cover ? (
    <Picture
      image={category.cover}
      sizes={COVER_SIZES}
      crop={category.cover_mobile ? { image: category.cover_mobile, media: PHONE } : null}
      priority
      alt={category.cover.alt}
    />
  ) : null;
  return (
    <Page>
      <Breadcrumbs
        items={[...category.breadcrumbs.slice(0, -1), { label: category.name, route: `/category/${category.slug}` }]}
      />
      <Intro>
        <h1>{category.name}</h1>
        <p>{category.short_text}</p>
        <Button to={listPath}>Voir tous les produits</Button>
      </Intro>
      {cover ? <Cover>{category.cover_link ? <Link to={category.cover_link}>{cover}</Link> : cover}</Cover> : null}
      <ChildCategories childs={category.childs} />
      {category.content ? <RichText html={category.content} /> : null}
      <CategoryPushes pushes={pushes} />
      <PageTiles id="categorie-realisations" title="Nos réalisations" pages={category.realisations} />
      <PageTiles id="categorie-conseils" title="Nos conseils" pages={category.articles} />
      <CategoryFaq faqs={category.faqs} />
    </Page>
  );
}
