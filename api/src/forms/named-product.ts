import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema/index';
import type { NamedProduct } from '../mail/form-submission';

/**
 * The product a quote or sample request names (`?produit=` on its page: `lame-x`, `p-lame-x` or
 * `ocelia/p-lame-x`, the spellings /v1/url/entity accepts), by the catalogue's name and reference,
 * read in the caller's transaction. Null when the site has no such product (an old link): the slug
 * is then shown as sent.
 */
export async function namedProduct(q: Pick<Db, 'select'>, siteId: number, slug: unknown): Promise<NamedProduct | null> {
  if (typeof slug !== 'string' || !slug.trim()) return null;
  const typed = slug.trim().replace(/^\/+/, '');
  const bare = typed.replace(/^ocelia\//, '').replace(/^p-/, '');
  // A slug that itself starts with « p- » is found as typed; the bare one otherwise.
  const rows = await q
    .select({ name: products.name, reference: products.reference, slug: products.slug })
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.slug, [...new Set([typed, bare])])));
  const row = rows.find((r) => r.slug === typed) ?? rows[0];
  return row ? { name: row.name, reference: row.reference } : null;
}
