import { categories } from '../db/schema/index';
import { captionImage } from '../lib/photos/photo-image';
import { euros, htFromTtc } from '../lib/money';
import { createRng } from '../lib/rng';
import { slugify } from '../lib/slug';
import type { CategorySeed } from './catalogue-data';
import type { ProductPlan, VariantPlan } from './catalogue-products';
import type { SeedContext } from './context';

/**
 * The parts a fence or a gate needs besides its panels, posts and doors: caps, rails, base plates,
 * fixings, gate motors. The configurator's bill of materials sells them, so they are catalogue
 * products like any other. Every value here is fixed and they are seeded after the rest of the
 * catalogue with their own random stream (reviews, related products), so nothing seeded before
 * them changes: slugs, references, prices and counts of existing products stay the same.
 */
export const FENCE_ACCESSORIES_CATEGORY: CategorySeed = {
  slug: 'c-accessoires-de-cloture',
  name: 'Accessoires de clôture et de portail',
  line: 'composite',
  topic: 'cloture',
  filters: ['couleur'],
};

const POST_COLOURS = ['gris-anthracite', 'noir-graphite', 'brun-exotique'];
const COLOUR_NAMES: Record<string, string> = {
  'gris-anthracite': 'Gris anthracite',
  'noir-graphite': 'Noir graphite',
  'brun-exotique': 'Brun exotique',
};

type Accessory = {
  /** Product reference; variants add their colour (the configurator finds a part by this prefix). */
  reference: string;
  name: string;
  text: string;
  colours: string[] | null;
  priceTtc: number;
  ecotaxTtc: number;
  weightKg: number;
  attributes: Record<string, string>;
  characteristics: string[];
};

export const FENCE_ACCESSORIES: Accessory[] = [
  {
    reference: 'ARB-CHP-001',
    name: 'Chapeau de poteau aluminium',
    text: 'ferme le haut du poteau et évacue l’eau de pluie\u00a0; un par poteau.',
    colours: POST_COLOURS,
    priceTtc: 6.9,
    ecotaxTtc: 0.05,
    weightKg: 0.1,
    attributes: {},
    characteristics: ['Matière\u00a0: aluminium laqué', 'Section\u00a0: 100 × 100 mm'],
  },
  {
    reference: 'ARB-LIS-001',
    name: 'Kit de lisses haute et basse',
    text: 'une lisse haute et une lisse basse en aluminium qui tiennent les lames d’un panneau\u00a0; un kit par panneau.',
    colours: POST_COLOURS,
    priceTtc: 24.9,
    ecotaxTtc: 0.1,
    weightKg: 2.4,
    attributes: { largeur: '1800' },
    characteristics: ['Matière\u00a0: aluminium laqué', 'Longueur\u00a0: 1,80 m, recoupable'],
  },
  {
    reference: 'ARB-RAI-001',
    name: 'Raidisseur intermédiaire de panneau',
    text: 'profilé d’acier glissé à mi-hauteur des panneaux de 1,80 m contre la prise au vent\u00a0; un par panneau.',
    colours: null,
    priceTtc: 19.9,
    ecotaxTtc: 0.08,
    weightKg: 1.6,
    attributes: { largeur: '1800' },
    characteristics: ['Matière\u00a0: acier galvanisé', 'Longueur\u00a0: 1,80 m, recoupable'],
  },
  {
    reference: 'ARB-PLT-001',
    name: 'Platine de poteau à visser',
    text: 'platine soudée pour fixer un poteau sur une dalle ou un muret\u00a0; une par poteau.',
    colours: POST_COLOURS,
    priceTtc: 29.9,
    ecotaxTtc: 0.2,
    weightKg: 1.8,
    attributes: {},
    characteristics: ['Matière\u00a0: aluminium laqué', 'Dimensions\u00a0: 200 × 200 mm, 4 perçages'],
  },
  {
    reference: 'ARB-GOU-001',
    name: 'Kit de 4 goujons d’ancrage inox',
    text: 'quatre goujons M10 pour visser une platine sur une dalle béton\u00a0; un kit par platine.',
    colours: null,
    priceTtc: 9.9,
    ecotaxTtc: 0.02,
    weightKg: 0.4,
    attributes: { conditionnement: 'Boîte de 4' },
    characteristics: ['Matière\u00a0: inox A4', 'Diamètre\u00a0: M10'],
  },
  {
    reference: 'ARB-SCH-001',
    name: 'Kit de scellement chimique pour muret',
    text: 'résine et quatre tiges filetées pour ancrer une platine dans une maçonnerie creuse ou pleine\u00a0; un kit par platine.',
    colours: null,
    priceTtc: 14.9,
    ecotaxTtc: 0.05,
    weightKg: 0.6,
    attributes: { conditionnement: 'Boîte de 4' },
    characteristics: ['Contenu\u00a0: cartouche de 150 ml, 4 tiges M10, 4 tamis'],
  },
  {
    reference: 'ARB-MOB-001',
    name: 'Motorisation pour portail battant',
    text: 'deux vérins 24 V, armoire de commande et deux télécommandes, pour des vantaux jusqu’à 2,50 m.',
    colours: null,
    priceTtc: 649,
    ecotaxTtc: 3.5,
    weightKg: 14,
    attributes: { ouverture: 'Battant' },
    characteristics: ['Alimentation\u00a0: 230 V', 'Garantie\u00a0: 3 ans'],
  },
  {
    reference: 'ARB-MOC-001',
    name: 'Motorisation pour portail coulissant',
    text: 'moteur 24 V à crémaillère, armoire de commande et deux télécommandes, pour un portail jusqu’à 500 kg.',
    colours: null,
    priceTtc: 549,
    ecotaxTtc: 3,
    weightKg: 11,
    attributes: { ouverture: 'Coulissant' },
    characteristics: ['Alimentation\u00a0: 230 V', 'Garantie\u00a0: 3 ans'],
  },
];

function planOf(accessory: Accessory, index: number): ProductPlan {
  const slug = slugify(accessory.name);
  const variants: VariantPlan[] = (accessory.colours ?? [null]).map((colour) => {
    const priceTtc = euros(accessory.priceTtc);
    const ecotaxTtc = euros(accessory.ecotaxTtc);
    return {
      reference: `${accessory.reference}-${colour ? colour.toUpperCase() : 'STD'}`,
      name: colour ? `${accessory.name} – ${COLOUR_NAMES[colour]}` : accessory.name,
      priceTtc,
      priceHt: htFromTtc(priceTtc),
      ecotaxTtc,
      ecotaxHt: htFromTtc(ecotaxTtc),
      lengthMm: null,
      stock: 500,
      weightG: Math.round(accessory.weightKg * 1000),
      color: colour,
      attributes: { ...(colour ? { couleur: colour } : {}), ...accessory.attributes },
    };
  });
  return {
    slug,
    name: accessory.name,
    reference: accessory.reference,
    type: variants.length > 1 ? 'configurable' : 'simple',
    shortText: `${accessory.name}\u00a0: ${accessory.text}`,
    line: 'composite',
    featured: false,
    madeToMeasure: false,
    attributes: [],
    pageParagraphs: [
      {
        id: 'description',
        type: 'text',
        title: 'Description',
        content: `<p>${accessory.name}\u00a0: ${accessory.text}</p><p>Le configurateur de clôture l’ajoute à la liste du matériel en bonne quantité.</p>`,
        image: null,
      },
    ],
    productParagraphs: [
      {
        id: 'caracteristiques',
        type: 'text',
        title: 'Caractéristiques techniques',
        content: `<ul>${accessory.characteristics.map((c) => `<li>${c}</li>`).join('')}</ul>`,
        image: null,
      },
    ],
    faq: [],
    push: [
      {
        title: 'Visualisez votre projet',
        text: 'Composez votre clôture en 3D et obtenez la liste du matériel.',
        label: 'Ouvrir le configurateur',
        url: '/configurateur-3d',
        image: null,
      },
    ],
    variants,
    category: FENCE_ACCESSORIES_CATEGORY,
    age: 30 + index,
  };
}

export const planFenceAccessories = (): ProductPlan[] => FENCE_ACCESSORIES.map(planOf);

/** Seeds the category (under « Accessoires ») and its products, after the rest of the catalogue. */
export async function seedFenceAccessories(
  ctx: SeedContext,
  insertProducts: (
    ctx: SeedContext,
    plans: { plan: ProductPlan; categoryIds: number[] }[],
    options: { firstPosition: number; legacyRedirections: boolean },
  ) => Promise<void>,
): Promise<void> {
  const parentId = ctx.categoryIds.get('c-accessoires');
  if (!parentId) throw new Error('seed: the « Accessoires » category must be seeded first');
  const seed = FENCE_ACCESSORIES_CATEGORY;
  const [row] = await ctx.db
    .insert(categories)
    .values({
      siteId: ctx.siteId,
      line: seed.line,
      parentId,
      slug: seed.slug,
      name: seed.name,
      shortText: `${seed.name}\u00a0: chapeaux, lisses, platines, fixations et motorisations.`,
      content:
        '<p>Tout ce qui complète une clôture ou un portail composite\u00a0: chapeaux et lisses assortis aux poteaux, platines et fixations pour dalle ou muret, motorisations de portail.</p>',
      position: 3,
      featured: false,
      cover: captionImage(seed.name, seed.slug, '8x3', `${seed.name} ${seed.slug}`),
      coverMobile: captionImage(seed.name, seed.slug, '3x2', `${seed.name} ${seed.slug}`),
      coverLink: '/configurateur-3d',
      metas: {
        title: `${seed.name} | Arbora`,
        description: `${seed.name}\u00a0: chapeaux, lisses, platines, fixations et motorisations de portail.`,
        canonical: `/${seed.slug}`,
        robots: 'index, follow',
      },
      pushes: [],
      faqs: [],
      filterAttributes: seed.filters,
    })
    .returning({ id: categories.id });
  const id = (row as { id: number }).id;
  ctx.categoryIds.set(seed.slug, id);
  await insertProducts(
    // Its own stream: the shared one (and everything drawn after it) is left as it was.
    { ...ctx, rng: createRng(1717) },
    planFenceAccessories().map((plan) => ({ plan, categoryIds: [parentId, id] })),
    { firstPosition: 10_000, legacyRedirections: false },
  );
}
