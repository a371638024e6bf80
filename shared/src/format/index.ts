export {
  moneyFromWire,
  moneyFromEuros,
  formatMoney,
  addMoney,
  subtractMoney,
  multiplyMoney,
  toCents,
  moneyToDecimalString,
  MONEY_SCALE,
  ZERO_MONEY,
} from './money';
export type { Money } from './money';
export { formatPriceLabel, formatEcoParticipation, ttcFromHt, htFromTtc, FR_STANDARD_VAT_RATE } from './price';
export type { TaxMode } from './price';
export {
  shopperPrice,
  fromPrice,
  formatShopperPrice,
  formatShopperPriceBoth,
  linePrices,
  perMetrePrice,
  ecoParticipationText,
  ecoParticipationNote,
  priceForStructuredData,
} from './pricing';
export { RECUP_CHUTE_FEE, recupChuteLabel } from './recup-chute';
export type {
  ShopperPrice,
  WireAmounts,
  FromPriceSource,
  LinePriceSource,
  LinePrices,
  PerMetreSource,
} from './pricing';
export { orderSummary, summaryAmountText, orderSummaryText } from './order-summary';
export type { SummarySource, SummaryLine, SummaryLineKind, OrderSummaryView } from './order-summary';
export { proOrderSummary, proAmountText } from './pro-order-summary';
export type { ProSummarySource, ProSummaryView } from './pro-order-summary';
export { formatDecimal } from './number';
export { formatDate, formatDateShort, formatDateTime, isoDateInParis, SITE_TIME_ZONE } from './date';
export type { DateInput } from './date';
export { cutAtWord, pagedTitle, pagedDescription, DESCRIPTION_MAX, SITE_BRAND } from './text';
export { IMAGE_VARIANT_FORMATS, IMAGE_WIDTHS, imageCandidates, imageFullSize, imageSrcSet } from './image-variants';
export type { ImageCandidate } from './image-variants';
export { formatPhoneFr } from './phone';
export { formatCivility, formatPersonName } from './person-name';
export type { PersonName } from './person-name';
export { CART_LINE_MAX_QUANTITY, WITHDRAWAL_PERIOD_DAYS } from './commerce-figures';
export { saleUnit } from './sale-unit';
