import type { Image, Paragraph, PageLocation, Push } from '@arbora/shared/schemas';
import { pages, pageTags } from '../db/schema/index';
import type { MediaKind } from '../lib/media';
import { captionImage } from '../lib/photos/photo-image';
import type { SeedContext } from './context';
import { chunked, daysAgo } from './context';
import type { TocEntry } from './text';
import { metaDescription, typesetUnits } from './text';
import type { PublicationWindow } from '../repositories/content-window';

export type PageSeed = {
  slug: string;
  title: string;
  type: string;
  text: string;
  content: string;
  line?: 'composite' | 'ocelia';
  status?: 'published' | 'draft';
  promoted?: boolean;
  /** Days before the seed date; drives publication and update dates. */
  age?: number;
  parentSlug?: string;
  position?: number;
  author?: string;
  authorRole?: string;
  place?: string;
  price?: number;
  rating?: number;
  readingMinutes?: number;
  location?: PageLocation;
  toc?: TocEntry[];
  paragraphs?: Paragraph[];
  /** Pushes; one with a window (a dated promotion) is served only inside it. */
  push?: (Push & PublicationWindow)[];
  media?: MediaKind;
  covers?: Image[];
  coversMobile?: Image[];
  description?: string;
  /** The head's title when `${title} | Arbora` would not tell the page apart (testimonials share headlines). */
  metaTitle?: string;
  /** `${type}:${technical_name}` keys of existing tags. */
  tags?: string[];
};

/** Default covers: a 1200×630 hero (also the social image size) and a 750×500 mobile crop (3:2, not a full screen). */
export function defaultCovers(kind: MediaKind, slug: string, alt: string) {
  const seed = `${kind}-${slug.replace(/\//g, '-')}`;
  return {
    covers: [captionImage(alt, seed, '19x10', `${alt} ${slug}`)],
    coversMobile: [captionImage(alt, seed, '3x2', `${alt} ${slug}`)],
  };
}

/** Inserts pages (parents must already be in ctx.pageIds or earlier in the same list) and their tags. */
export async function insertPages(ctx: SeedContext, seeds: PageSeed[]): Promise<void> {
  // Parents first: a page whose parent is in this batch waits for the next round.
  let pending = seeds;
  while (pending.length) {
    const ready = pending.filter((s) => !s.parentSlug || ctx.pageIds.has(s.parentSlug));
    if (!ready.length) throw new Error(`Unknown parent for ${pending[0]?.slug}: ${pending[0]?.parentSlug}`);
    pending = pending.filter((s) => !ready.includes(s));
    await chunked(ready, 100, async (chunk) => {
      const rows = chunk.map((s) => toRow(ctx, s));
      const inserted = await ctx.db.insert(pages).values(rows).returning({ id: pages.id, slug: pages.slug });
      for (const row of inserted) ctx.pageIds.set(row.slug, row.id);
    });
  }
  const links: { pageId: number; tagId: number }[] = [];
  for (const s of seeds) {
    for (const key of new Set(s.tags ?? [])) {
      const tagId = ctx.tagIds.get(key);
      if (tagId === undefined) throw new Error(`Unknown tag ${key} on ${s.slug}`);
      links.push({ pageId: ctx.pageIds.get(s.slug) as number, tagId });
    }
  }
  await chunked(links, 500, (chunk) => ctx.db.insert(pageTags).values(chunk));
}

function toRow(ctx: SeedContext, s: PageSeed): typeof pages.$inferInsert {
  return {
    siteId: ctx.siteId,
    parentId: s.parentSlug ? (ctx.pageIds.get(s.parentSlug) ?? null) : null,
    ...pageColumns(s),
  };
}

/**
 * A seeded page's columns but its site and parent (ids): what refreshing the seeded copy rewrites
 * in place (version.ts), the page's id, parent and tags kept.
 */
export function pageColumns(s: PageSeed): Omit<typeof pages.$inferInsert, 'siteId' | 'parentId'> {
  const age = s.age ?? 200;
  const published = daysAgo(age);
  const defaults = defaultCovers(s.media ?? 'page', s.slug, s.title);
  return typesetUnits({
    line: s.line ?? 'composite',
    type: s.type,
    slug: s.slug,
    title: s.title,
    text: s.text,
    content: s.content,
    status: s.status ?? 'published',
    promoted: s.promoted ?? false,
    publicationDate: published,
    position: s.position ?? 0,
    author: s.author ?? null,
    authorRole: s.authorRole ?? null,
    place: s.place ?? null,
    price: s.price ?? null,
    rating: s.rating ?? null,
    readingMinutes: s.readingMinutes ?? null,
    lat: s.location?.lat ?? null,
    lng: s.location?.lng ?? null,
    location: s.location ?? null,
    covers: s.covers ?? defaults.covers,
    coversMobile: s.coversMobile ?? defaults.coversMobile,
    metas: {
      title: s.metaTitle ?? `${s.title} | Arbora`,
      description: metaDescription(s.description ?? s.text),
      canonical: `/${s.slug === 'accueil' ? '' : s.slug}`,
      robots: (s.status ?? 'published') === 'published' ? 'index, follow' : 'noindex, nofollow',
    },
    paragraphs: s.paragraphs ?? [],
    toc: s.toc ?? [],
    push: s.push ?? [],
    createdAt: published,
    updatedAt: daysAgo(Math.max(0, age - 10)),
  });
}
