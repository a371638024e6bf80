import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import type { Page } from '@arbora/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { GuidesIndex } from '../features/listings/components/guides-index';
import { guidesQuery } from '../features/listings/api/get-guides';
import { ContentArticle } from '../features/pages/components/content-article';
import { pageBySlugQuery } from '../features/pages/api/get-page-by-slug';
import { contentPageHead } from '../features/pages/lib/page-head';
import { lineCategoriesQuery } from '../features/ocelia/api/get-line-categories';
import { OceliaRanges } from '../features/ocelia/components/ocelia-ranges';
import { placesQuery, type PlaceType } from '../features/stores/api/get-places';
import { PlaceDetails } from '../features/stores/components/place-details';
import { StoreFinder } from '../features/stores/components/store-finder';

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
          <PlaceDetails page={page} />
        ) : finder ? (
          // A shopper opens the store or installer index to find one: the finder comes before the copy.
          <StoreFinder type={finder} />
        ) : slug === OCELIA_HOME ? (
          <OceliaRanges />
        ) : null
      }
      afterContent={slug === 'content' ? <GuidesIndex /> : null}
    />
  );
}
