export { AppProviders } from './app-providers';
export type { RemoteManifest, RemotesConfig } from './remote-contract';
export { loadPageData, pageContext, prefetchPageData, queriesOf } from './page-contract';
export type {
  PageContext,
  PageHead,
  PageHeadFn,
  PageHeadLink,
  PageParams,
  PageQueries,
  PageQuery,
  RemotePageModule,
} from './page-contract';
export { PageRouteProvider, usePageRoute } from './page-route';
export {
  fetchInlineImage,
  INLINE_IMAGE_MAX_BYTES,
  inlinedImages,
  inlineImageQuery,
  useInlineImage,
} from './inline-image';
