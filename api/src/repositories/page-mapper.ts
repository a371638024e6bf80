import type { Page, PageSummary, Tag } from '@arbora/shared/schemas';
import type { pages } from '../db/schema/index';
import { cleanBlocks } from '../lib/sanitize';
import { liveBlocks } from './content-window';

type PageRow = typeof pages.$inferSelect;

/** French names of page types, as shown in listings and breadcrumbs. */
export const PAGE_TYPE_NAMES: Record<string, string> = {
  home: 'Accueil',
  content: 'Contenu',
  blog: 'Article de blog',
  realisation: 'Réalisation',
  testimonial: 'Témoignage',
  advice_gate: 'Conseil portail',
  advice_terrace: 'Conseil terrasse',
  product_page: 'Fiche produit',
  store: 'Magasin',
  installer: 'Poseur partenaire',
  style: 'Style',
  service: 'Service',
  support: 'Aide',
  professional: 'Professionnels',
  legal: 'Informations légales',
  faq: 'Questions fréquentes',
};

const byType = (tags: Tag[], type: string) => tags.filter((t) => t.type === type);

export function toPageSummary(row: PageRow, tags: Tag[]): PageSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    text: row.text,
    type: { technical_name: row.type, name: PAGE_TYPE_NAMES[row.type] ?? row.type },
    line: row.line,
    status: row.status,
    promoted: row.promoted,
    publication_date: row.publicationDate.toISOString(),
    covers: row.covers,
    tags,
    tags_colour: byType(tags, 'colour'),
    tags_fence_type: byType(tags, 'fence_type'),
    tags_height: byType(tags, 'height'),
    tags_range: byType(tags, 'range'),
    location: row.location ?? null,
    author: row.author,
    place: row.place,
    price: row.price,
    rating: row.rating,
  };
}

export type PageExtras = Pick<Page, 'content' | 'parent' | 'children' | 'breadcrumbs'>;

/** `now` decides which windowed blocks (pushes, paragraphs) are live: see content-window.ts. */
export function toPage(row: PageRow, tags: Tag[], extras: PageExtras, now: Date): Page {
  return {
    ...toPageSummary(row, tags),
    ...extras,
    covers_mobile: row.coversMobile,
    metas: row.metas,
    paragraphs_display: cleanBlocks(liveBlocks(row.paragraphs, now)),
    blog:
      row.type === 'blog' && row.author
        ? { author: row.author, author_role: row.authorRole, reading_minutes: row.readingMinutes ?? 3 }
        : null,
    table_of_content: row.toc,
    push: liveBlocks(row.push, now),
    updated_at: row.updatedAt.toISOString(),
  };
}
