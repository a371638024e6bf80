/**
 * What one price buys, « 17,12 € TTC / lame »: the API sends no sale unit (a product's `type`, its
 * name and attributes only), so it is read from the family noun that starts the product's name
 * (« Lame de terrasse alvéolaire Horizon », « Poteau de clôture … », « Kit de … »). A family not
 * listed here is sold by the piece. One table for every remote that prints a price (the catalogue's
 * pages and cards, the home's tiles).
 */
const UNIT_BY_NOUN: ReadonlyArray<readonly [prefix: string, unit: string]> = [
  ['lambourde', 'lambourde'],
  ['lame', 'lame'],
  ['panneau', 'panneau'],
  ['poteau', 'poteau'],
  ['portail', 'portail'],
  ['portillon', 'portillon'],
  ['tasseau', 'tasseau'],
  ['cornière', 'cornière'],
  ['bordure', 'bordure'],
  ['jardinière', 'jardinière'],
  ['banc', 'banc'],
  ['coffre', 'coffre'],
  ['spot', 'spot'],
  ['kit', 'kit'],
  ['clips', 'boîte'],
];

/** The unit a price of this product (or variant, by its product's name) is for: « lame », « kit », « pièce ». @public */
export function saleUnit(product: { name: string; type?: string }): string {
  if (product.type === 'sample') return 'échantillon';
  const first = product.name.trim().split(/\s+/)[0]?.toLocaleLowerCase('fr') ?? '';
  return UNIT_BY_NOUN.find(([noun]) => first === noun || first === `${noun}s`)?.[1] ?? 'pièce';
}
