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
  colour: string,
  dimension: { hauteur?: string; largeur?: string },
  euros: { ttc: number; ecotaxTtc: number },
  stock = 100,
): ProductVariant {
  const id = nextId++;
  const [colourName, hex] = COLOURS[colour]!;
  const ttc = Math.round(euros.ttc * 10000);
  const ecoTtc = Math.round(euros.ecotaxTtc * 10000);
  // Parsed by the API's own schema: a fixture that drifts from the contract fails here.
  return productVariantSchema.parse({
    id,
    variant_parent: productId,
    product_name: productName,
    name: `${productName} – ${colourName}`,
    reference: `REF-${id}`,
    slug: productName.toLowerCase().replace(/\W+/g, '-'),
    cover: { url: `/img/${id}.svg`, url_webp: `/img/${id}.webp`, alt: productName, width: 800, height: 800 },
    prices: { ht: Math.round(ttc / 1.2), ttc, tax: ttc - Math.round(ttc / 1.2) },
    prices_m: null,
    ecotax: { ht: Math.round(ecoTtc / 1.2), ttc: ecoTtc },
    tax: { name: 'TVA 20 %', rate: 20 },
    stock,
    weight_g: 20000,
    color: { technical_name: colour, name: colourName, hex },
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

/** Range 10 « Panneau Horizon » in anthracite and teck at 1,00 / 1,50 / 1,80 m; posts; gate doors. */
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
  return { panels, posts, gateDoors };
}
