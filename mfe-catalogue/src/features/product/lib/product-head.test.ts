import type { ProductDetail, ProductVariant, Setting } from '@arbora/shared/schemas';
import { productFixture } from '../../../testing/product';
import { productJsonLd } from './product-head';

const variant = (id: number, ttc: number, ecoTtc: number, isDefault: boolean): ProductVariant => ({
  ...productFixture.variants[0]!,
  id,
  is_default: isDefault,
  prices: { ht: Math.round(ttc / 1.2), ttc, tax: ttc - Math.round(ttc / 1.2) },
  ecotax: { ht: Math.round(ecoTtc / 1.2), ttc: ecoTtc },
});

const offerOf = (product: ProductDetail, param: string | null = null) =>
  productJsonLd(product, param, '/p-x')[0]?.offers as Record<string, unknown>;

describe('productJsonLd', () => {
  it('offers the price the page shows first: the default variant, éco-participation included, as a decimal string', () => {
    const product = {
      ...productFixture,
      variants: [variant(11, 2_309_000, 22_200, false), variant(12, 229_000, 6_000, true)],
    };
    // 22,90 € + 0,60 € d'éco-participation: the page shows 23,50 €, so does the JSON-LD.
    expect(offerOf(product)).toMatchObject({ '@type': 'Offer', price: '23.50', priceCurrency: 'EUR', url: '/p-x' });
    expect(offerOf(product, '11')).toMatchObject({ price: '233.12' });
  });

  it('a sold-out default: the offer is the variant the page shows first, the first in stock', () => {
    const soldOut = { ...variant(12, 229_000, 6_000, true), stock: 0 };
    const product = { ...productFixture, variants: [soldOut, { ...variant(11, 2_309_000, 22_200, false), stock: 4 }] };
    expect(offerOf(product)).toMatchObject({ price: '233.12', availability: 'https://schema.org/InStock' });
    // Named by the URL, the sold-out one is offered as such.
    expect(offerOf(product, '12')).toMatchObject({ price: '23.50', availability: 'https://schema.org/OutOfStock' });
  });

  it('rounds to the cent without a float (1,005 € is 1.01, never 1.00)', () => {
    const product = { ...productFixture, variants: [variant(1, 10_050, 0, true)] };
    expect(offerOf(product)).toMatchObject({ price: '1.01' });
  });
});

describe('the offer’s delivery and return policy', () => {
  const settings = [
    { technical_name: 'delivery_promise', value: '5 à 10 jours ouvrés' },
    { technical_name: 'free_shipping_threshold', value: '15000000' },
    { technical_name: 'withdrawal_days', value: '14' },
  ] as unknown as Setting[];
  const offer = (ttc: number) =>
    productJsonLd({ ...productFixture, variants: [variant(1, ttc, 0, true)] }, null, '/p-x', settings)[0]
      ?.offers as Record<string, unknown>;

  it('ships in France in the promised working days (handling and transit together), free from the threshold only', () => {
    expect(offer(200_000)).toMatchObject({
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'FR' },
        deliveryTime: {
          handlingTime: { minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { minValue: 5, maxValue: 9, unitCode: 'DAY' },
        },
      },
    });
    expect(offer(200_000).shippingDetails).not.toHaveProperty('shippingRate');
    expect(offer(16_000_000).shippingDetails).toMatchObject({
      shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' },
    });
  });

  it('states the CGV’s 14-day return window, by post, at the customer’s expense', () => {
    expect(offer(200_000).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'FR',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
    });
  });

  // Made to the buyer's specifications, it is excluded from the withdrawal right (C. conso
  // L221-28, 3°): the offer must not promise the CGV's 14 days, nor the stock products' delay.
  it('a product made to measure: made to order, no return, no stock delivery time', () => {
    const measured = productJsonLd(
      { ...productFixture, made_to_measure: true, variants: [variant(1, 200_000, 0, true)] },
      null,
      '/p-x',
      settings,
    )[0]?.offers as Record<string, unknown>;
    expect(measured.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'FR',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
    expect(measured.availability).toBe('https://schema.org/MadeToOrder');
    expect(measured).not.toHaveProperty('shippingDetails');
    expect(offer(200_000).availability).toBe('https://schema.org/InStock');
  });

  it('states no delivery time of its own when the settings give none', () => {
    expect(productJsonLd(productFixture, null, '/p-x')[0]?.offers).not.toHaveProperty('shippingDetails');
  });
});
