import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import type { Page } from '@arbora/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { guidesQuery } from '../features/listings/api/get-guides';
import { ContentArticle } from '../features/pages/components/content-article';
import { pageBySlugQuery } from '../features/pages/api/get-page-by-slug';
import { contentPageHead } from '../features/pages/lib/page-head';
import { lineCategoriesQuery } from '../features/ocelia/api/get-line-categories';
import { placesQuery, type PlaceType } from '../features/stores/api/get-places';

/**
 * The blocks only a few slugs show (a store's details, the store and installer finders, the
 * plastic line's ranges, the guides index) are chunks of their own, loaded when a page renders
 * them: a plain content page (most of them) does not download their code before it is
 * interactive. The server renders them into the HTML as before (it waits for every chunk), and the
 * browser hydrates the rest of the page while their chunk arrives (their Suspense boundary keeps
 * the server's HTML meanwhile).
 */
const PlaceDetails = lazy(() =>
  import('../features/stores/components/place-details').then((m) => ({ default: m.PlaceDetails })),
);
const StoreFinder = lazy(() =>
  import('../features/stores/components/store-finder').then((m) => ({ default: m.StoreFinder })),
);
const OceliaRanges = lazy(() =>
  import('../features/ocelia/components/ocelia-ranges').then((m) => ({ default: m.OceliaRanges })),
);
const GuidesIndex = lazy(() =>
  import('../features/listings/components/guides-index').then((m) => ({ default: m.GuidesIndex })),
);

const Block = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** `/content` is the page of slug `content`; `/a/b` the nested slug `a/b`. */
const slugOf = (pathname: string) => decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''));

/** The plastic line's home: a CMS page plus its ranges. */
const OCELIA_HOME = 'ocelia';

/** Hub pages that list places: the store index and the installer index (SPEC 2.4 services area). */
const FINDERS: Record<string, PlaceType> = { magasins: 'store', 'services/trouver-un-poseur': 'installer' };

export const pageQueries: PageQueries = (_params, ctx) => {
  const slug = slugOf(ctx.pathname);
  const finder = FINDERS[slug];
  return [
    pageBySlugQuery(slug),
    ...(finder ? [placesQuery(finder)] : []),
    ...(slug === 'content' ? [guidesQuery()] : []),
    ...(slug === OCELIA_HOME ? [lineCategoriesQuery()] : []),
  ];
};

export const pageHead: PageHeadFn = (data) => contentPageHead(data[0] as Page);

/** `/{slug}` (nested slugs allowed) and the plastic-line `/ocelia/{slug}`: the generic content page. */
export default function ContentPage() {
  const { ctx } = usePageRoute();
  const slug = slugOf(ctx.pathname);
  const page = useSuspenseQuery(pageBySlugQuery(slug)).data;
  const finder = FINDERS[slug];
  const isPlace = page.type.technical_name === 'store' || page.type.technical_name === 'installer';
  return (
    <ContentArticle
      page={page}
      beforeContent={
        isPlace ? (
          <Block>
            <PlaceDetails page={page} />
          </Block>
        ) : finder ? (
          // A shopper opens the store or installer index to find one: the finder comes before the copy.
          <Block>
            <StoreFinder type={finder} />
          </Block>
        ) : slug === OCELIA_HOME ? (
          <Block>
            <OceliaRanges />
          </Block>
        ) : null
      }
      afterContent={
        slug === 'content' ? (
          <Block>
            <GuidesIndex />
          </Block>
        ) : null
      }
    />
  );
}
