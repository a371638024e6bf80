/**
 * The price bands of the product lists' « Prix » facet (GET /v1/product-variant `price_bands`,
 * list URL segment `prix_25-50`). A band holds the displayed unit price TTC, éco-participation
 * included (what the card shows), from `min` included to `max` excluded, in euros.
 * The ids are URL slugs; the order is the facet's and the filter segment's canonical order.
 */
export const PRICE_FACET = 'prix';

export const PRICE_BANDS = [
  { id: '0-25', min: 0, max: 25, label: 'Moins de 25 €' },
  { id: '25-50', min: 25, max: 50, label: '25 à 50 €' },
  { id: '50-100', min: 50, max: 100, label: '50 à 100 €' },
  { id: '100-250', min: 100, max: 250, label: '100 à 250 €' },
  { id: '250-500', min: 250, max: 500, label: '250 à 500 €' },
  { id: '500-1000', min: 500, max: 1000, label: '500 à 1 000 €' },
  { id: '1000-plus', min: 1000, max: null, label: '1 000 € et plus' },
] as const satisfies readonly { id: string; min: number; max: number | null; label: string }[];

export type PriceBand = (typeof PRICE_BANDS)[number];
export type PriceBandId = PriceBand['id'];
