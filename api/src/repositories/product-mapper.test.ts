import { toProductSummary } from './product-mapper';

type Variants = Parameters<typeof toProductSummary>[1];

const variant = (id: number, priceTtc: number, stock: number, isDefault = false): Variants[number] => ({
  id,
  productId: 1,
  priceHt: Math.round(priceTtc / 1.2),
  priceTtc,
  ecotaxHt: 0,
  ecotaxTtc: 0,
  lengthMm: null,
  stock,
  color: null,
  isDefault,
});

const summary = (variants: Variants) =>
  toProductSummary(
    {
      id: 1,
      name: 'Portail Oslo',
      slug: 'portail-oslo',
      reference: 'ARB-P-1',
      ratingAverage: 0,
      ratingCount: 0,
    } as never,
    variants,
    [],
    { attributes: new Map(), colors: new Map() },
  );

describe('the variant a product card adds (variant_id_default)', () => {
  it('is the default variant while it is in stock', () => {
    expect(summary([variant(1, 500, 3), variant(2, 300, 9, true)]).variant_id_default).toBe(2);
  });

  it('is the « à partir de » variant in stock once the default is sold out, with its price', () => {
    const product = summary([variant(1, 900, 4), variant(2, 300, 0, true), variant(3, 600, 2)]);
    expect(product.variant_id_default).toBe(3);
    expect(product.prices.ttc).toBe(600);
    expect(product.prices_from.ttc).toBe(600);
    expect(product.stock).toBe(6);
  });

  it('stays the default when every variant is sold out (the card says « Rupture de stock »)', () => {
    const product = summary([variant(1, 200, 0), variant(2, 300, 0, true)]);
    expect(product.variant_id_default).toBe(2);
    expect(product.stock).toBe(0);
  });
});
