import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import { parsePageSegment } from '@arbora/shared/routes';
import type { Page, PageSummary, Paginated, TagWithCount, UrlEntity } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** The listing families of SPEC 2.4: their URL segment, page type and the tag families that filter them. */
export const FAMILIES = {
  blog: { segment: 'blog', pageType: 'blog', tagTypes: ['blog'], title: 'Le blog Arbora' },
  realisations: {
    segment: 'realisations',
    pageType: 'realisation',
    tagTypes: ['realisation', 'colour', 'fence_type', 'height', 'range', 'location'],
    title: 'Réalisations de nos clients',
  },
  temoignages: { segment: 'temoignages', pageType: 'testimonial', tagTypes: [], title: 'Témoignages de clients' },
} as const;
export type Family = keyof typeof FAMILIES;

/** SPEC 9: 24 items per listing page. */
export const LISTING_PAGE_SIZE = 24;

/**
 * What a listing card reads of an item (ListingCard): its link, first cover, type, date, author,
 * place, budget and rating, and its text for a testimonial (quoted in full). The server puts the
 * listing query's data into the page's HTML (dehydrated state): the rest of GET /v1/page's item
 * (every tag and their copies by family, the location, the other covers, an article's summary)
 * would travel in every listing page for nothing.
 */
export type ListingItem = Pick<
  PageSummary,
  'id' | 'title' | 'slug' | 'type' | 'publication_date' | 'author' | 'place' | 'price' | 'rating' | 'covers'
> &
  Partial<Pick<PageSummary, 'text'>>;

/** The fields the list asks GET /v1/page for (`fields`): the card's, so the rest does not travel. */
export const LISTING_FIELDS = 'title,slug,type,publication_date,author,place,price,rating,covers,text';

/** An item as GET /v1/page answers it with those fields. */
type ListingWireItem = Omit<ListingItem, 'text'> & Pick<PageSummary, 'text'>;

export function toListingItem(item: ListingWireItem): ListingItem {
  const { id, title, slug, type, publication_date, author, place, price, rating, covers, text } = item;
  return {
    id,
    title,
    slug,
    type,
    publication_date,
    author,
    place,
    price,
    rating,
    covers: covers.slice(0, 1),
    ...(type.technical_name === 'testimonial' ? { text } : {}),
  };
}

export type Listing =
  | { kind: 'detail'; page: Page }
  | {
      kind: 'list';
      family: Family;
      tag: TagWithCount | null;
      tags: TagWithCount[];
      items: ListingItem[];
      page: number;
      pages: number;
      total: number;
    };

/** `/blog/{tag?}/{-p--N?}`: the segment may be the page number itself (`/blog/-p--2`). */
export function listingParams(params: { tag?: string; page?: string }): { segment: string | null; page: number } {
  const tagPage = params.tag === undefined ? null : parsePageSegment(params.tag);
  if (tagPage !== null) return { segment: null, page: tagPage };
  const page = params.page === undefined ? 1 : (parsePageSegment(params.page) ?? 1);
  return { segment: params.tag ?? null, page };
}

async function articleAt(slug: string): Promise<Page | null> {
  try {
    const entity = await api.get<UrlEntity>('/url/entity', { query: { slug, entity_type: 'cms_page' } });
    return entity.entity_type === 'cms_page' ? await api.get<Page>(`/page/${entity.id}`) : null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * A segment after `/blog/` or `/realisations/` is an article (a CMS page of that slug, asked first:
 * the API knows it) or else a tag of the family; anything else is a 404.
 */
export async function getListing(family: Family, segment: string | null, page: number): Promise<Listing> {
  const def = FAMILIES[family];
  const path = `/${def.segment}${segment ? `/${segment}` : ''}`;
  if (segment && page === 1) {
    const article = await articleAt(`${def.segment}/${segment}`);
    if (article) return { kind: 'detail', page: article };
  }
  const tags = def.tagTypes.length
    ? await api.get<TagWithCount[]>('/tags', { query: { type: def.tagTypes.join(','), page_type: def.pageType } })
    : [];
  const tag = segment ? (tags.find((t) => t.technical_name === segment) ?? null) : null;
  if (segment && !tag) throw new NotFoundError(routeValidationMessage(path));
  const list = await api.get<Paginated<ListingWireItem>>('/page', {
    query: {
      type: def.pageType,
      page,
      perPage: LISTING_PAGE_SIZE,
      fields: LISTING_FIELDS,
      ...(tag ? { tags: tag.technical_name } : {}),
    },
  });
  if (page > 1 && page > list.pagination.pages) throw new NotFoundError(routeValidationMessage(path));
  return {
    kind: 'list',
    family,
    tag,
    tags: tags.filter((t) => t.count > 0),
    items: list.items.map(toListingItem),
    page,
    pages: list.pagination.pages,
    total: list.pagination.total,
  };
}

export const listingQuery = (family: Family, segment: string | null, page: number) =>
  queryOptions({
    queryKey: ['content', 'listing', family, segment ?? '', page],
    queryFn: () => getListing(family, segment, page),
  });

export const useListing = (family: Family, segment: string | null, page: number) =>
  useSuspenseQuery(listingQuery(family, segment, page)).data;
