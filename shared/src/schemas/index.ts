// Public surface of @arbora/shared/schemas: the zod contract between the web client and the API.
// Named re-exports only (no `export *`), so every member is visible here.
export {
  moneySchema,
  baseQuerySchema,
  salesLineSchema,
  imageSchema,
  metasSchema,
  pricesSchema,
  tagSchema,
  pushSchema,
  faqSchema,
  paragraphSchema,
  breadcrumbSchema,
  ratingSchema,
} from './common';
export type {
  BaseQuery,
  SalesLine,
  Image,
  Metas,
  Prices,
  Tag,
  Push,
  Faq,
  Paragraph,
  Breadcrumb,
  Rating,
} from './common';
// The image URL rules live in format (eager in the shell's boot, like ui's Picture that reads them);
// schemas keeps its names for the API.
export {
  IMAGE_VARIANT_FORMATS,
  IMAGE_WIDTHS,
  imageCandidates,
  imageFullSize,
  imageSrcSet,
} from '@arbora/shared/format';
export type { ImageCandidate } from '@arbora/shared/format';
export { envelope, paginationSchema, paginated } from './envelope';
export type { Pagination, Paginated, Envelope } from './envelope';
export { API_ERROR_CODES, apiErrorSchema } from './error';
export type { ApiErrorCode, ApiError } from './error';
export { salesPlanSchema, siteSchema } from './site';
export type { SalesPlan, Site } from './site';
export { menuItemSchema, menuSchema, menuListSchema } from './menu';
export type { MenuItem, Menu } from './menu';
export { settingSchema, settingListSchema } from './setting';
export type { Setting } from './setting';
export { entityTypeSchema, urlEntitySchema } from './url-entity';
export type { EntityType, UrlEntity } from './url-entity';
export { redirectionSchema } from './redirection';
export type { Redirection } from './redirection';
export { tagWithCountSchema, tagListSchema } from './tag';
export type { TagWithCount } from './tag';
export {
  PAGE_TYPES,
  pageTypeSchema,
  pageStatusSchema,
  pageLocationSchema,
  tocEntrySchema,
  pageRefSchema,
  pageSummarySchema,
  pageBlogSchema,
  pageSchema,
} from './page';
export type { PageType, PageLocation, PageRef, PageSummary, Page } from './page';
export { facetValueSchema, facetSchema } from './facet';
export type { Facet, FacetValue } from './facet';
export { PRICE_FACET, PRICE_BANDS } from '@arbora/shared/routes';
export type { PriceBand, PriceBandId } from '@arbora/shared/routes';
export { categorySummarySchema, categorySchema } from './category';
export type { CategorySummary, Category } from './category';
export {
  attributeSchema,
  colorSchema,
  ecotaxSchema,
  productVariantSchema,
  productVariantListSchema,
} from './product-variant';
export type { Attribute, Color, ProductVariant, ProductVariantList, MoneyAmount } from './product-variant';
export { categoryRefSchema, reviewSchema, productSummarySchema, productSchema, productDetailSchema } from './product';
export type { Review, ProductSummary, Product, ProductDetail } from './product';
export {
  cartLineSchema,
  cartDiscountSchema,
  carrierSchema,
  paymentMethodSchema,
  cartSchema,
  cartResponseSchema,
  cartElementSchema,
  cartUpdateBodySchema,
  relayPointSchema,
  CARRIER_LABELS,
  carrierLabel,
  RELAY_RADIUS_KM,
  recupChuteBodySchema,
  livraisonBodySchema,
  promotionAddBodySchema,
  promotionRemoveBodySchema,
} from './cart';
export type {
  CartLine,
  Carrier,
  Cart,
  CartResponse,
  CartElement,
  CartUpdateBody,
  RelayPoint,
  RecupChuteBody,
  LivraisonBody,
  PromotionAddBody,
} from './cart';
export {
  requiredText,
  optionalText,
  requiredEmail,
  phone,
  optionalPhone,
  requiredPhone,
  postcode,
  apiToken,
  civilitySchema,
} from './fields';
export {
  customerFunctionSchema,
  addressSchema,
  addressBodySchema,
  userSchema,
  customerSchema,
  loginBodySchema,
  loginResponseSchema,
  signupBodySchema,
  signupResponseSchema,
  checkSiretBodySchema,
  companySchema,
  checkSiretResponseSchema,
  activateBodySchema,
  rewindBodySchema,
  sentResponseSchema,
  changePasswordBodySchema,
  tokenResponseSchema,
  customerUpdateBodySchema,
  addressParamsSchema,
  addressMutationResponseSchema,
  activateResponseSchema,
  logoutResponseSchema,
} from './account';
export type {
  CustomerFunction,
  Address,
  AddressBody,
  User,
  Customer,
  LoginBody,
  LoginResponse,
  SignupBody,
  Company,
  ChangePasswordBody,
  CustomerUpdateBody,
} from './account';
export {
  orderAddressSchema,
  orderAddressBodySchema,
  PAYMENT_METHODS,
  paymentMethodNameSchema,
  validationBodySchema,
  PAYMENT_OUTCOMES,
  paymentOutcomeSchema,
  CONFIRMATION_ROUTES,
  paymentDetailsSchema,
  ORDER_STATUSES,
  orderStatusNameSchema,
  orderStatusSchema,
  orderSchema,
  orderSummarySchema,
  orderStatusQuerySchema,
  paymentRetryBodySchema,
  orderPickupSchema,
} from './order';
export { CREDIT_RANGE, CREDIT_RANGE_REASON, paymentUnavailableReason } from './payment-rules';
export type {
  OrderAddress,
  ValidationBody,
  PaymentOutcome,
  PaymentDetails,
  OrderStatus,
  Order,
  OrderSummary,
  PaymentRetryBody,
  OrderPickup,
} from './order';
export {
  WITHDRAWAL_PERIOD_DAYS,
  WITHDRAWAL_EXCLUSIONS,
  withdrawalExclusionSchema,
  lineWithdrawalSchema,
  orderWithdrawalSchema,
  transferInstructionsSchema,
  orderDetailSchema,
  amountDueSchema,
  orderDetailWithAmountDueSchema,
  withdrawalBodySchema,
  guestOrderLookupSchema,
  guestWithdrawalBodySchema,
  guestOrderSchema,
  withdrawalReceiptSchema,
  withdrawalReceiptWithOutcomeSchema,
  WITHDRAWAL_OUTCOMES,
} from './withdrawal';
export type {
  WithdrawalExclusion,
  LineWithdrawal,
  OrderWithdrawal,
  TransferInstructions,
  OrderDetail,
  AmountDue,
  OrderDetailWithAmountDue,
  WithdrawalBody,
  GuestOrderLookup,
  GuestWithdrawalBody,
  GuestOrder,
  WithdrawalReceipt,
  WithdrawalReceiptWithOutcome,
  WithdrawalOutcome,
} from './withdrawal';
export { homeSchema, reassuranceSchema } from './home';
export type { Home } from './home';
export {
  siteDocumentSchema,
  constructionSiteSchema,
  constructionSiteDetailSchema,
  siteDocumentParamsSchema,
} from './construction-site';
export type { SiteDocument, ConstructionSite, ConstructionSiteDetail } from './construction-site';
export {
  FORM_SCHEMAS,
  FORM_NAMES,
  FORM_UPLOADS,
  formConfirmationRoute,
  formSendBodySchema,
  formSendResponseSchema,
} from './forms';
export type { FormName } from './forms';
export {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  SEARCH_QUERY_PATTERN,
  SEARCH_TYPES,
  searchCategorySchema,
  searchPageSchema,
  searchProductSchema,
  searchResultSchema,
} from './search';
export type { SearchCategory, SearchPage, SearchProduct, SearchResult, SearchType } from './search';
export {
  signupFormSchema,
  resetPasswordFormSchema,
  changePasswordFormSchema,
  profileFormSchema,
  addressFormSchema,
} from './account-forms';
export type {
  SignupFormValues,
  SignupFormOutput,
  ResetPasswordFormValues,
  ChangePasswordFormValues,
  ProfileFormValues,
  ProfileFormOutput,
  AddressFormValues,
  AddressFormOutput,
} from './account-forms';
