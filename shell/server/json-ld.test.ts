/** @jest-environment node */
import type { ProductVariant } from '@arbora/shared/schemas';
import { absoluteFrom, productLd } from './json-ld';
import { product } from './testing/fixtures';

const variant = (id: number, ttc: number, ecoTtc: number): ProductVariant =>
  ({
    id,
    prices: { ht: Math.round(ttc / 1.2), ttc, tax: ttc - Math.round(ttc / 1.2) },
    ecotax: { ht: Math.round(ecoTtc / 1.2), ttc: ecoTtc },
  }) as ProductVariant;

describe('productLd', () => {
  it('gives the price the page shows: the default variant, éco-participation included, as a decimal string', () => {
    const ld = productLd(
      product({
        id: 1,
        slug: 'panneau-horizon',
        name: 'Panneau Horizon',
        variant_id_default: 12,
        variants: [variant(11, 2_309_000, 22_200), variant(12, 229_000, 6_000)],
      }),
      'https://www.arbora.example/p-panneau-horizon',
      absoluteFrom('https://www.arbora.example'),
    );
    // 22,90 € + 0,60 € d'éco-participation: the page shows 23,50 €, so does the JSON-LD.
    expect(ld.offers).toMatchObject({ price: '23.50', priceCurrency: 'EUR' });
  });

  it('rounds to the cent without a float (1,005 € is 1.01, never 1.00)', () => {
    const ld = productLd(
      product({ id: 1, slug: 'x', name: 'X', variant_id_default: 1, variants: [variant(1, 10_050, 0)] }),
      'https://www.arbora.example/p-x',
      absoluteFrom('https://www.arbora.example'),
    );
    expect(ld.offers).toMatchObject({ price: '1.01' });
  });
});
