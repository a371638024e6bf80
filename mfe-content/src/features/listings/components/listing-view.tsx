import { withPage } from '@arbora/shared/routes';
import { Breadcrumbs } from '@arbora/shared/ui';
import { Pagination } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { FAMILIES, type Listing } from '../api/get-listing';
import { ListingCard } from './listing-card';
import { TagFilters } from './tag-filters';

const Main = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme }) => theme.color.heading};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

type ListPage = Extract<Listing, { kind: 'list' }>;

/** The title of a listing page, as its h1 and its head. */
export function listingTitle(listing: ListPage): string {
  const base = FAMILIES[listing.family].title;
  const withTag = listing.tag ? `${base}\u00a0: ${listing.tag.name}` : base;
  return listing.page > 1 ? `${withTag} – page ${listing.page}` : withTag;
}

/** A listing of SPEC 2.4 (blog, realisations, testimonials): tag filters, 24 cards, `-p--N` pages. */
export function ListingView({ listing }: { listing: ListPage }) {
  const root = `/${FAMILIES[listing.family].segment}`;
  const base = listing.tag ? `${root}/${listing.tag.technical_name}` : root;
  const crumbs = [
    { label: 'Accueil', route: '/' },
    { label: FAMILIES[listing.family].title, route: root },
    ...(listing.tag ? [{ label: listing.tag.name, route: base }] : []),
    ...(listing.page > 1 ? [{ label: `Page ${listing.page}`, route: withPage(base, listing.page) }] : []),
  ];
  return (
    <Main>
      <Breadcrumbs items={crumbs} />
      <h1>{listingTitle(listing)}</h1>
      <TagFilters base={root} tags={listing.tags} current={listing.tag?.technical_name ?? null} />
      <Count>
        {listing.total} {listing.total > 1 ? 'résultats' : 'résultat'}
      </Count>
      <Grid>
        {listing.items.map((item, index) => (
          <ListingCard key={item.id} item={item} priority={index === 0} />
        ))}
      </Grid>
      <Pagination basePath={base} currentPage={listing.page} pageCount={listing.pages} />
    </Main>
  );
}
