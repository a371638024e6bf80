/**
 * What the shell's browser build provides to the share scope as `@tanstack/react-query`
 * (shell/webpack.config.cjs), as `react-router-client.ts` does for the router: the names the shell,
 * the contract package and the remotes import, and two usual hooks for remote teams. A shared
 * module cannot be tree-shaken (a remote may use any export), so every name here ships to every
 * visitor in main.js, and the whole package carries much no page uses (`useQueries` and its
 * observer, `HydrationBoundary`, `useMutationState`, `usePrefetchQuery`, the streamed-query
 * helpers...).
 *
 * `useInfiniteQuery` and `useIsFetching` (both small) are here although no code of the site
 * imports them yet: remote teams expect them. `useQueries` is not (larger, with its observer): a
 * page asks for several queries with several `useSuspenseQuery`/`useQuery` calls. The contract
 * for remote teams is docs/remote-team-guide.md (« TanStack Query »). `react-query-client.test.ts`
 * fails when browser code imports a name missing here. The shell's Node renderer (server-render.tsx:
 * `dehydrate`) uses the full package.
 */
export {
  MutationCache,
  MutationObserver,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  hydrate,
  queryOptions,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
  useQueryErrorResetBoundary,
  useSuspenseQuery,
} from '#bundled/react-query';
