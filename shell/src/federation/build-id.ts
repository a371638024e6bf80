import type { SsrState } from '../core/ssr-state';
import type { InitialPage } from './initial-page';

/**
 * Whether the browser may hydrate the server's HTML of the page: the remote's browser build it
 * loaded is the build whose Node code rendered it (one id per remote build,
 * tooling/webpack/create-config.cjs). A remote redeployed between the server's render and the
 * browser's load gives two ids: the browser then renders the page with its own code instead of
 * hydrating another version's HTML (which would end in a hydration error). An unknown id on either
 * side (an older build, a page the server did not render) keeps hydration, as before.
 */
export function sameBuild(rendered: SsrState['page'] | undefined, loaded: InitialPage | null): boolean {
  const server = rendered?.rendered ? rendered.buildId : undefined;
  const browser = loaded?.page ? loaded.buildId : undefined;
  if (!server || !browser || server === browser) return true;
  console.info(
    `[shell] ${rendered?.remote} was redeployed since this page was rendered (${server} -> ${browser}): rendered in the browser`,
  );
  return false;
}
