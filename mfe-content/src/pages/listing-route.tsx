import type { PageHead, PageHeadFn, PageHeadLink, PageQueries } from '@arbora/shared/platform';
import { breadcrumbJsonLd, usePageRoute } from '@arbora/shared/platform';
import { withPage } from '@arbora/shared/routes';
import {
  FAMILIES,
  listingParams,
  listingQuery,
  useListing,
  type Family,
  type Listing,
} from '../features/listings/api/get-listing';
import { listingDescription, listingTitle, ListingView } from '../features/listings/components/listing-view';
import { ContentArticle } from '../features/pages/components/content-article';
import { contentPageHead } from '../features/pages/lib/page-head';

/**
 * `/blog/{tag?}/{-p--N?}` and `/realisations/{tag?}/{-p--N?}`: the API says whether the segment is an
 * article (a CMS page at that path) or a tag, so every article opens at the URL the site links to.
 */
export const listingQueries =
  (family: Family): PageQueries =>
  (params) => {
    const { segment, page } = listingParams(params);
    return [listingQuery(family, segment, page)];
  };

export const listingHead =
  (family: Family): PageHeadFn =>
  (data) => {
    const listing = data[0] as Listing;
    if (listing.kind === 'detail') return contentPageHead(listing.page);
    const root = `/${FAMILIES[family].segment}`;
    const base = listing.tag ? `${root}/${listing.tag.technical_name}` : root;
    const title = listingTitle(listing);
    // Search engines follow a paginated list through its neighbours, as the pagination's links do.
    const links: PageHeadLink[] = [
      ...(listing.page > 1 ? [{ rel: 'prev' as const, href: withPage(base, listing.page - 1) }] : []),
      ...(listing.page < listing.pages ? [{ rel: 'next' as const, href: withPage(base, listing.page + 1) }] : []),
    ];
    const head: PageHead = {
      title: `${title} | Arbora`,
      description: listingDescription(listing),
      canonical: withPage(base, listing.page),
      // An empty filter is no page for a search engine (a soft 404): it stays out of the index.
      ...(listing.total === 0 ? { noindex: true } : {}),
      ...(links.length ? { links } : {}),
      jsonLd: [
        breadcrumbJsonLd([
          { label: 'Accueil', route: '/' },
          { label: FAMILIES[family].title, route: root },
          ...(listing.tag ? [{ label: listing.tag.name, route: base }] : []),
        ]),
      ],
    };
    return head;
  };

export function ListingRoute({ family }: { family: Family }) {
  const { params } = usePageRoute();
  const { segment, page } = listingParams(params);
  const listing = useListing(family, segment, page);
  return listing.kind === 'detail' ? <ContentArticle page={listing.page} /> : <ListingView listing={listing} />;
}
