export { AppProviders } from './app-providers';
export type { RemoteManifest, RemotesConfig } from './remote-contract';
export {
  breadcrumbJsonLd,
  loadPageData,
  pageContext,
  pageStatusOf,
  prefetchPageData,
  queriesOf,
} from './page-contract';
export type {
  PageContext,
  PageHead,
  PageHeadFn,
  PageHeadLink,
  PageParams,
  PageQueries,
  PageQuery,
  PageStatus,
  PageStatusFn,
  PageStatusModule,
  RemotePageModule,
} from './page-contract';
export { PageRouteProvider, usePageRoute } from './page-route';
export { markFirstRenderDone, useHydrated } from './use-hydrated';
export { inlinedImages, provideInlineImages, useInlineImage } from './inline-image';
export type { InlineImageFetch } from './inline-image';
export {
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  FormToken,
  formActionKey,
  issueMessages,
  submittedValues,
  useFormActionState,
} from './form-action';
export type { FormActionResult, FormActionSession, FormActionState, PageAction, PageActionArgs } from './form-action';
