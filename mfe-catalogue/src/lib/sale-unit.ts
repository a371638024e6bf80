/** « / m linéaire », the unit of a price per linear metre, written as the sale units (shared/format saleUnit). */
export const LINEAR_METRE_UNIT = 'm linéaire';
