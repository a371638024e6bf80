import { priceCart } from './cart-pricing';
import type { PricedLineInput } from './cart-pricing';

const line = (over: Partial<PricedLineInput>): PricedLineInput => ({
  id: 1,
  element_id: 1,
  element_type: 'product_variant',
  type: 'product',
  quantity: 1,
  is_recup_chute: false,
  product_id: 1,
  name: 'Lame',
  reference: 'R',
  slug: 'lame',
  cover: null,
  unit_ht: 100_000,
  unit_ttc: 120_000,
  unit_ecotax: 1_000,
  unit_ecotax_ttc: 1_200,
  stock: 10,
  weight_g: 2_000,
  ...over,
});

describe('priceCart', () => {
  test('sums lines, éco-participation and the selected carrier; tva is TTC minus HT', () => {
    const cart = priceCart({
      token: 't',
      lines: [line({ quantity: 3 }), line({ id: 2, element_id: 2, unit_ht: 250_000, unit_ttc: 300_000 })],
      carrier: 'colis',
      recupChute: false,
      updatedAt: new Date(0),
    });
    expect(cart.subtotal).toBe(550_000);
    expect(cart.subtotal_ttc).toBe(660_000);
    expect(cart.total_ecotax_ttc).toBe(4_800);
    expect(cart.weight_g).toBe(8_000);
    // 8 kg by parcel: 14,90 € TTC.
    expect(cart.shipping_ttc).toBe(149_000);
    expect(cart.total_ttc).toBe(660_000 + 4_800 + 149_000);
    expect(cart.tva).toBe(cart.total_ttc - cart.total);
    expect(cart.total_product).toBe(4);
  });

  test('heavy carts cannot go by parcel but can go to a relay farm', () => {
    const cart = priceCart({
      token: 't',
      lines: [line({ weight_g: 40_000 })],
      carrier: null,
      recupChute: false,
      updatedAt: new Date(0),
    });
    const names = cart.carriers.map((c) => c.technical_name);
    expect(names).not.toContain('colis');
    expect(names).toContain('relais_ferme');
    expect(cart.shipping).toBe(0);
  });

  test('an empty cart offers no carrier or payment', () => {
    const cart = priceCart({ token: 't', lines: [], carrier: 'colis', recupChute: false, updatedAt: new Date(0) });
    expect(cart).toMatchObject({ total_ttc: 0, carriers: [], payments: [] });
  });
});
