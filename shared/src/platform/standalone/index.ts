// A remote's standalone page (`@arbora/shared/platform/standalone`): its pages mounted under the
// site's providers without the shell, for its team (`src/bootstrap.tsx`), and the « Bientôt
// disponible » placeholder of its routes not built yet. Only a remote's own dev page loads it: the
// composed site never does, so the shell shares it lazily and it stays out of every page's boot.
export { ComingSoon } from './coming-soon';
export { mountStandalone } from './mount-standalone';
