/**
 * What the page of a product made to measure (`made_to_measure` of GET /v1/product/{id}) says in
 * its buy box: it is made for the order, and the buyer learns before buying that it is excluded from
 * the withdrawal right (C. conso L221-28, 3°; pre-contractual information, L221-5). An export of its
 * own, not keys of catalogueFr: a key there changes the type of the area's `t` and `fr`, a major
 * change of shared's surface, where a new export is an addition.
 */
export const madeToMeasureFr = {
  /** The stock line, instead of « En stock – expédié sous … ». */
  stock: 'Fabriqué sur mesure, à la commande',
  /** Under the add-to-cart button. */
  withdrawal: 'Produit sur mesure : non soumis au droit de rétractation',
} as const;
