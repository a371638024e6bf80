import { withPage } from '@arbora/shared/routes';
import { Breadcrumbs } from '@arbora/shared/ui';
import { Pagination } from '@arbora/shared/ui/commerce';
import { Link } from 'react-router';
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

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

/** How each family names its items, and what its page says of them (the head's description). */
const WORDING = {
  blog: {
    one: 'article',
    many: 'articles',
    none: 'Aucun article',
    all: 'Voir tous les articles',
    about: 'Idées, conseils et actualités pour aménager votre extérieur en bois composite',
  },
  realisations: {
    one: 'réalisation',
    many: 'réalisations',
    none: 'Aucune réalisation',
    all: 'Voir toutes les réalisations',
    about:
      'Terrasses, clôtures, portails et bardages en bois composite posés chez nos clients, avec leur lieu et leur budget',
  },
  temoignages: {
    one: 'avis',
    many: 'avis',
    none: 'Aucun témoignage',
    all: 'Voir tous les témoignages',
    about: 'Ce que nos clients disent de leur terrasse, de leur clôture ou de leur portail en bois composite',
  },
} as const;

type ListPage = Extract<Listing, { kind: 'list' }>;

/** The title of a listing page, as its h1 and its head. */
export function listingTitle(listing: ListPage): string {
  const base = FAMILIES[listing.family].title;
  const withTag = listing.tag ? `${base}\u00a0: ${listing.tag.name}` : base;
  return listing.page > 1 ? `${withTag} – page ${listing.page}` : withTag;
}

/**
 * The head's description of a listing page: what the family is about, its filter, how many items
 * (« Idées, conseils… : 14 articles (Tendances, page 2). »), never the bare title again.
 */
export function listingDescription(listing: ListPage): string {
  const words = WORDING[listing.family];
  const count = `${listing.total}\u00a0${listing.total > 1 ? words.many : words.one}`;
  // The tag as written (a region is a proper noun), with the page, in brackets.
  const details = [listing.tag?.name, listing.page > 1 ? `page ${listing.page}` : null].filter(Boolean).join(', ');
  return `${words.about}\u00a0: ${count}${details ? ` (${details})` : ''}.`;
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
      {listing.total ? (
        <Count>
          {listing.total} {listing.total > 1 ? 'résultats' : 'résultat'}
        </Count>
      ) : null}
      {listing.items.length ? (
        <Grid>
          {listing.items.map((item, index) => (
            <ListingCard key={item.id} item={item} priority={index === 0} />
          ))}
        </Grid>
      ) : (
        // A filter with nothing under it yet (its tag exists, no page has it): say so, and the way back.
        <Empty>
          {WORDING[listing.family].none} pour l’instant
          {listing.tag ? ` pour «\u00a0${listing.tag.name}\u00a0»` : ''}.{' '}
          <Link to={root}>{WORDING[listing.family].all}</Link>
        </Empty>
      )}
      <Pagination basePath={base} currentPage={listing.page} pageCount={listing.pages} />
    </Main>
  );
}
