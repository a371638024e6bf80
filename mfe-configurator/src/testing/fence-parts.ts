import { productVariantSchema, type ProductVariant } from '@arbora/shared/schemas';
import type { FenceParts } from '../lib/fence-engine/types';

const COLOURS: Record<string, [string, string]> = {
  'gris-anthracite': ['Gris anthracite', '#3d4043'],
  teck: ['Teck', '#9a6a3c'],
  'noir-graphite': ['Noir graphite', '#26282a'],
};

let nextId = 1;

/** A catalogue variant as GET /v1/product-variant answers it (euros in, wire money out). */
export function variant(
  productId: number,
  productName: string,
  colour: string | null,
  dimension: { hauteur?: string; largeur?: string; ouverture?: string },
  euros: { ttc: number; ecotaxTtc: number },
  stock = 100,
  reference?: string,
): ProductVariant {
  const id = nextId++;
  const [colourName, hex] = colour ? COLOURS[colour]! : ['', ''];
  const ttc = Math.round(euros.ttc * 10000);
  const ecoTtc = Math.round(euros.ecotaxTtc * 10000);
  // Parsed by the API's own schema: a fixture that drifts from the contract fails here.
  return productVariantSchema.parse({
    id,
    variant_parent: productId,
    product_name: productName,
    name: colour ? `${productName} – ${colourName}` : productName,
    reference: reference ? `${reference}-${colour ? colour.toUpperCase() : 'STD'}` : `REF-${id}`,
    slug: productName.toLowerCase().replace(/\W+/g, '-'),
    cover: { url: `/img/${id}.svg`, url_webp: `/img/${id}.webp`, alt: productName, width: 800, height: 800 },
    prices: { ht: Math.round(ttc / 1.2), ttc, tax: ttc - Math.round(ttc / 1.2) },
    prices_m: null,
    ecotax: { ht: Math.round(ecoTtc / 1.2), ttc: ecoTtc },
    tax: { name: 'TVA 20 %', rate: 20 },
    stock,
    weight_g: 20000,
    color: colour ? { technical_name: colour, name: colourName, hex } : null,
    attributes: Object.entries(dimension).map(([technical_name, value]) => ({
      technical_name,
      name: technical_name,
      value: value ?? null,
      type: 'select' as const,
      values: [value ?? ''],
      unit: 'mm',
    })),
    is_default: false,
  });
}

/**
 * Range 10 « Panneau Horizon » in anthracite and teck at 1,00 / 1,50 / 1,80 m; posts; gate doors;
 * swing gates (3,00 / 3,50 m) and a sliding gate (4,00 m) in anthracite; the accessories.
 */
export function fenceParts(): FenceParts {
  const panels = ['gris-anthracite', 'teck'].flatMap((colour) =>
    [
      ['1,00 m', 119],
      ['1,50 m', 169],
      ['1,80 m', 199],
    ].map(([h, price]) =>
      variant(10, 'Panneau Horizon', colour, { hauteur: h as string }, { ttc: price as number, ecotaxTtc: 1.2 }),
    ),
  );
  const posts = ['gris-anthracite', 'noir-graphite'].flatMap((colour) =>
    [
      ['1500', 39],
      ['1800', 45],
      ['2000', 49],
    ].map(([h, price]) =>
      variant(20, 'Poteau alu', colour, { hauteur: h as string }, { ttc: price as number, ecotaxTtc: 0.3 }),
    ),
  );
  const gateDoors = [
    variant(30, 'Portillon Horizon', 'gris-anthracite', { largeur: '1000' }, { ttc: 690, ecotaxTtc: 2.5 }),
    variant(30, 'Portillon Horizon', 'gris-anthracite', { largeur: '1200' }, { ttc: 790, ecotaxTtc: 2.5 }),
  ];
  const gates = [
    variant(
      40,
      'Portail battant Horizon',
      'gris-anthracite',
      { largeur: '3000', hauteur: '1500', ouverture: 'Battant' },
      { ttc: 1490, ecotaxTtc: 5 },
    ),
    variant(
      40,
      'Portail battant Horizon',
      'gris-anthracite',
      { largeur: '3500', hauteur: '1500', ouverture: 'Battant' },
      { ttc: 1690, ecotaxTtc: 5.5 },
    ),
    variant(
      41,
      'Portail coulissant Horizon',
      'gris-anthracite',
      { largeur: '4000', hauteur: '1500', ouverture: 'Coulissant' },
      { ttc: 2290, ecotaxTtc: 7 },
    ),
  ];
  const accessory = (
    productId: number,
    name: string,
    reference: string,
    colours: (string | null)[],
    ttc: number,
    ecotaxTtc: number,
  ) => colours.map((colour) => variant(productId, name, colour, {}, { ttc, ecotaxTtc }, 500, reference));
  const accessories = [
    ...accessory(50, 'Chapeau de poteau', 'ARB-CHP-001', ['gris-anthracite', 'noir-graphite'], 6.9, 0.05),
    ...accessory(51, 'Kit de lisses', 'ARB-LIS-001', ['gris-anthracite', 'noir-graphite'], 24.9, 0.1),
    ...accessory(52, 'Raidisseur', 'ARB-RAI-001', [null], 19.9, 0.08),
    ...accessory(53, 'Platine', 'ARB-PLT-001', ['gris-anthracite', 'noir-graphite'], 29.9, 0.2),
    ...accessory(54, 'Goujons', 'ARB-GOU-001', [null], 9.9, 0.02),
    ...accessory(55, 'Scellement chimique', 'ARB-SCH-001', [null], 14.9, 0.05),
    ...accessory(56, 'Motorisation battant', 'ARB-MOB-001', [null], 649, 3.5),
    ...accessory(57, 'Motorisation coulissant', 'ARB-MOC-001', [null], 549, 3),
  ];
  return { panels, posts, gateDoors, gates, accessories };
}
