import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  attributeDefs,
  categories,
  categoryPages,
  colors,
  pages,
  pageTags,
  productCategories,
  productRelated,
  products,
  productVariants,
  redirections,
  reviews,
  tags,
  variantAttributes,
} from '../db/schema/index';
import { captionImage, colourOf, photoImage, sceneOf } from '../lib/photos/photo-image';
import type { Scene } from '../lib/photos/photo-spec';
import { MODELS, type PhotoSpec } from '../lib/photos/photo-spec';
import { hashString } from '../lib/rng';
import { ATTRIBUTES, CATEGORIES, COLORS } from './catalogue-data';
import type { CategorySeed } from './catalogue-data';
import { seedFenceAccessories } from './catalogue-accessories';
import { planProducts } from './catalogue-products';
import type { ProductPlan } from './catalogue-products';
import type { SeedContext } from './context';
import { chunked, daysAgo } from './context';
import { afterColon, metaDescription, paragraph, personName, typesetUnits } from './text';
import { DELIVERY_PROMISE } from './site-facts';
import { REVIEW_SLOTS, reviewLine } from './review-lines';

/**
 * Categories whose products are of no one material, or not of composite: their text says the name
 * alone (« Entretien : … », never « Entretien en bois composite »).
 */
const NOT_OF_COMPOSITE = new Set([
  'c-lambourdes-et-plots',
  'c-poteaux-de-cloture',
  'c-accessoires',
  'c-fixations',
  'c-eclairage',
  'c-entretien',
]);

/** What a category's products are made of, after its name: « en bois composite », « en plastique recyclé », or nothing. */
export function categoryMaterial(seed: Pick<CategorySeed, 'slug' | 'line'>): string {
  if (seed.line === 'ocelia') return ' en plastique recyclé';
  return NOT_OF_COMPOSITE.has(seed.slug) ? '' : ' en bois composite';
}

/**
 * The scene of a category's cover: the one its name or slug names, else its first child's (the
 * accessories show fixings, not a terrace).
 */
export function categoryScene(seed: Pick<CategorySeed, 'name' | 'slug' | 'children'>): Scene | undefined {
  const child = seed.children?.[0];
  return child ? sceneOf(`${child.name} ${child.slug}`) : undefined;
}

/** Category tree, products, variants (with their facet attributes), reviews and related items. */
export async function seedCatalogue(ctx: SeedContext): Promise<void> {
  const { db, rng } = ctx;
  await db.insert(attributeDefs).values(
    ATTRIBUTES.map(([technicalName, name, type, unit, filterable], position) => ({
      technicalName,
      name,
      type,
      unit,
      filterable,
      position,
    })),
  );
  await db.insert(colors).values(COLORS.map(([technicalName, name, hex]) => ({ technicalName, name, hex })));

  const plans: { plan: ProductPlan; categoryIds: number[] }[] = [];
  let familyIndex = 0;
  const insertCategory = async (
    seed: CategorySeed,
    parent: { id: number; ancestors: number[] } | null,
    position: number,
  ) => {
    const realisationIds = seed.realisationTag ? await pagesWithTag(ctx, 'realisation', seed.realisationTag, 4) : [];
    const articleIds = seed.articleTypes ? await latestOfTypes(ctx, seed.articleTypes, 4) : [];
    const [row] = await db
      .insert(categories)
      .values(
        typesetUnits({
          siteId: ctx.siteId,
          line: seed.line,
          parentId: parent?.id ?? null,
          slug: seed.slug,
          name: seed.name,
          shortText: `${seed.name}${categoryMaterial(seed)}\u00a0: ${afterColon(paragraph(rng, seed.topic, 1))}`,
          content: `<p>${paragraph(rng, seed.topic, 4)}</p><h2 id="bien-choisir">Bien choisir</h2><p>${paragraph(rng, seed.topic, 3)}</p>`,
          position,
          featured: parent === null,
          cover: captionImage(seed.name, seed.slug, '8x3', `${seed.name} ${seed.slug}`, categoryScene(seed)),
          coverMobile: captionImage(seed.name, seed.slug, '3x2', `${seed.name} ${seed.slug}`, categoryScene(seed)),
          coverLink: seed.line === 'ocelia' ? '/ocelia' : '/configurateur',
          metas: {
            title: `${seed.name} | Arbora`,
            description: `${seed.name}\u00a0: découvrez la gamme, les teintes et les prix.`,
            canonical: `/${seed.slug}`,
            robots: 'index, follow',
          },
          pushes: [
            {
              title: 'Demandez votre devis',
              text: 'Un conseiller chiffre votre projet gratuitement.',
              label: 'Demander un devis',
              url: '/devis',
              image: null,
            },
            {
              title: 'Échantillons gratuits',
              text: 'Recevez la boîte découverte chez vous.',
              label: 'Commander',
              url: '/echantillons/echantillons-box',
              image: null,
            },
            {
              title: 'Trouvez un poseur',
              text: 'Un réseau de professionnels formés à nos produits.',
              label: 'Trouver un poseur',
              url: '/trouvez-un-poseur',
              image: captionImage('Poseur au travail', `${seed.slug}-poseur`, '3x2', seed.slug),
            },
          ],
          faqs: [
            {
              // Not « mes entretien », « mes mobilier de jardin océlia »: said of any category.
              question: 'Comment entretenir ces produits\u00a0?',
              answer: `<p>${paragraph(rng, 'entretien', 2)}</p>`,
            },
            {
              question: 'Quels sont les délais de livraison\u00a0?',
              answer: `<p>De ${DELIVERY_PROMISE} pour les produits en stock.</p>`,
            },
            {
              question: 'Puis-je retourner un produit\u00a0?',
              answer: '<p>Oui, sous 14 jours, sauf pour les produits fabriqués sur mesure.</p>',
            },
          ],
          filterAttributes: seed.filters,
        }),
      )
      .returning({ id: categories.id });
    const id = (row as { id: number }).id;
    ctx.categoryIds.set(seed.slug, id);
    const links = [
      ...realisationIds.map((pageId, i) => ({ categoryId: id, pageId, role: 'realisation' as const, position: i })),
      ...articleIds.map((pageId, i) => ({ categoryId: id, pageId, role: 'article' as const, position: i })),
    ];
    if (links.length) await db.insert(categoryPages).values(links);
    const ancestors = [...(parent?.ancestors ?? []), id];
    if (seed.family) {
      familyIndex += 1;
      for (const plan of planProducts(rng, seed, seed.family, familyIndex))
        plans.push({ plan, categoryIds: ancestors });
    }
    for (const [i, child] of (seed.children ?? []).entries()) await insertCategory(child, { id, ancestors }, i);
  };
  for (const [i, seed] of CATEGORIES.entries()) await insertCategory(seed, null, i);

  await insertProducts(ctx, plans);
  await seedFenceAccessories(ctx, insertProducts);
}

/** A product's photograph: its family's scene, a composition of its own, in the variant's colour. */
export function productSpec(plan: Pick<ProductPlan, 'slug' | 'name' | 'category'>, color: string | null): PhotoSpec {
  return {
    scene: sceneOf(`${plan.name} ${plan.category.slug}`),
    model: hashString(plan.slug) % MODELS,
    colour: color ?? colourOf(plan.name, plan.slug),
  };
}

async function pagesWithTag(ctx: SeedContext, type: string, technicalName: string, limit: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .innerJoin(pageTags, eq(pageTags.pageId, pages.id))
    .innerJoin(tags, eq(tags.id, pageTags.tagId))
    .where(and(eq(tags.type, type), eq(tags.technicalName, technicalName), eq(pages.status, 'published')))
    .orderBy(desc(pages.publicationDate))
    .limit(limit);
  return rows.map((r) => r.id);
}

async function latestOfTypes(ctx: SeedContext, types: string[], limit: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(inArray(pages.type, types), eq(pages.status, 'published')))
    .orderBy(desc(pages.publicationDate))
    .limit(limit);
  return rows.map((r) => r.id);
}

async function insertProducts(
  ctx: SeedContext,
  plans: { plan: ProductPlan; categoryIds: number[] }[],
  options: { firstPosition: number; legacyRedirections: boolean } = { firstPosition: 0, legacyRedirections: true },
): Promise<void> {
  const { db, rng } = ctx;
  const productIds = new Map<string, number>();
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const productRows = plans.map(({ plan }, position) => {
    // Reviews are drawn first so the product row can carry its approved average.
    const count = rng.int(0, 9);
    const drafted = Array.from({ length: count }, () => {
      const slot = rng.pick(REVIEW_SLOTS);
      const roll = rng.next();
      const author = personName(rng);
      const rating = rng.pick([5, 5, 4, 4, 3, 5, 2]);
      // The words follow the stars: the line is picked in the rating's band.
      const [title, content] = reviewLine(rating, slot);
      return {
        author,
        rating,
        title,
        content,
        status: roll < 0.85 ? ('approved' as const) : roll < 0.95 ? ('pending' as const) : ('rejected' as const),
        createdAt: daysAgo(rng.int(1, 600)),
      };
    });
    const approved = drafted.filter((r) => r.status === 'approved');
    const average = approved.length
      ? Math.round((approved.reduce((s, r) => s + r.rating, 0) / approved.length) * 10)
      : 0;
    reviewRows.push(
      ...drafted.map(
        (r) => ({ ...r, productId: -1, slug: plan.slug }) as typeof reviews.$inferInsert & { slug: string },
      ),
    );
    return {
      siteId: ctx.siteId,
      line: plan.line,
      slug: plan.slug,
      name: plan.name,
      reference: plan.reference,
      type: plan.type,
      shortText: plan.shortText,
      position: options.firstPosition + position,
      featured: plan.featured,
      madeToMeasure: plan.madeToMeasure,
      taxRate: 20,
      cover: photoImage(productSpec(plan, plan.variants[0]?.color ?? null), '1x1', plan.name),
      attributes: plan.attributes,
      pageParagraphs: plan.pageParagraphs,
      productParagraphs: plan.productParagraphs,
      faqParagraphs: plan.faq,
      pushParagraphs: plan.push,
      metas: {
        title: `${plan.name} | Arbora`,
        description: metaDescription(plan.shortText),
        canonical: `/p-${plan.slug}`,
        robots: 'index, follow',
      },
      ratingAverage: average,
      ratingCount: approved.length,
      createdAt: daysAgo(plan.age),
      updatedAt: daysAgo(Math.max(0, plan.age - 15)),
    };
  });
  await chunked(productRows, 100, async (chunk) => {
    const inserted = await db
      .insert(products)
      .values(typesetUnits(chunk))
      .returning({ id: products.id, slug: products.slug });
    for (const r of inserted) productIds.set(r.slug, r.id);
  });
  const idOf = (slug: string) => productIds.get(slug) as number;

  await chunked(
    plans.flatMap(({ plan, categoryIds }) =>
      categoryIds.map((categoryId, position) => ({ productId: idOf(plan.slug), categoryId, position })),
    ),
    500,
    (chunk) => db.insert(productCategories).values(chunk),
  );
  await chunked(
    reviewRows.map((r) => {
      const { slug, ...rest } = r as typeof r & { slug: string };
      return { ...rest, productId: idOf(slug) };
    }),
    300,
    (chunk) => db.insert(reviews).values(chunk),
  );

  // Related: up to four other products of the same leaf category.
  const related = plans.flatMap(({ plan }) => {
    const siblings = plans.filter((p) => p.plan.category === plan.category && p.plan.slug !== plan.slug);
    return rng
      .pickMany(siblings, 4)
      .map((s, position) => ({ productId: idOf(plan.slug), relatedId: idOf(s.plan.slug), position }));
  });
  await chunked(related, 500, (chunk) => db.insert(productRelated).values(chunk));

  const variantRows = plans.flatMap(({ plan }) => {
    const defaultIndex = Math.max(
      0,
      plan.variants.findIndex((v) => v.stock > 0),
    );
    return plan.variants.map((v, position) =>
      typesetUnits({
        productId: idOf(plan.slug),
        reference: v.reference,
        name: v.name,
        priceHt: v.priceHt,
        priceTtc: v.priceTtc,
        ecotaxHt: v.ecotaxHt,
        ecotaxTtc: v.ecotaxTtc,
        lengthMm: v.lengthMm,
        stock: v.stock,
        weightG: v.weightG,
        color: v.color,
        isDefault: position === defaultIndex,
        position,
        cover: photoImage(productSpec(plan, v.color), '1x1', v.name),
        attrs: v.attributes,
      }),
    );
  });
  const attributeRows: (typeof variantAttributes.$inferInsert)[] = [];
  await chunked(variantRows, 200, async (chunk) => {
    const inserted = await db
      .insert(productVariants)
      .values(chunk.map(({ attrs: _attrs, ...row }) => row))
      .returning({ id: productVariants.id, reference: productVariants.reference });
    const byRef = new Map(chunk.map((r) => [r.reference, r.attrs]));
    for (const r of inserted) {
      for (const [technicalName, value] of Object.entries(byRef.get(r.reference) ?? {}))
        attributeRows.push({ variantId: r.id, technicalName, value });
    }
  });
  await chunked(attributeRows, 1000, (chunk) => db.insert(variantAttributes).values(chunk));

  // Legacy product URLs of the previous site, with their trailing slash.
  if (!options.legacyRedirections) return;
  await db.insert(redirections).values(
    plans.slice(0, 12).map(({ plan }) => ({
      siteId: ctx.siteId,
      source: `/produit/${plan.slug}/`,
      target: `/p-${plan.slug}`,
      status: 301 as const,
      external: false,
    })),
  );
}
