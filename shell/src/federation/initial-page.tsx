import type { RemotePageModule } from '@arbora/shared/platform';
import { createContext, useContext } from 'react';

/**
 * The page the shell server rendered, handed to the first render on both sides so they render the
 * same tree: the server after loading the remote's Node build, the browser after loading the same
 * module before `hydrateRoot` (a lazy component would render a fallback first: hydration mismatch).
 */
export interface InitialPage {
  /** The path it was rendered for: a later navigation never reuses it. */
  pathname: string;
  remote: string;
  module: string;
  /** The build id of the code that rendered it (server) or was loaded for it (browser), when known. */
  buildId?: string;
  /** The loaded page module; absent when the remote could not be loaded (browser renders it). */
  page?: RemotePageModule;
  /**
   * The HTML the server rendered in the page's area, kept as is when the browser could not load the
   * remote's files: the page stays readable, its links and forms work without its code.
   */
  serverHtml?: string;
  /** The page's data answered an HTTP error (a 404): its error screen, on both sides. */
  httpError?: { status: number; message: string };
}

export interface InitialPageState {
  initial: InitialPage | null;
  /** Rendering on the server: what cannot be rendered there is left to the browser. */
  server: boolean;
}

export const InitialPageContext = createContext<InitialPageState>({ initial: null, server: false });

/** The digest of the error the server throws to leave a remote's area to the browser. */
export const CLIENT_RENDER_DIGEST = 'arbora-client-render';

/** Thrown during a server render only: React sends the Suspense fallback and the browser renders the area. */
export class ClientRenderOnly extends Error {
  readonly digest = CLIENT_RENDER_DIGEST;
  constructor(what: string) {
    super(`${what} is rendered in the browser`);
    this.name = 'ClientRenderOnly';
  }
}

export function useInitialPage(remote: string, module: string, pathname: string): InitialPageState['initial'] {
  const { initial } = useContext(InitialPageContext);
  if (!initial || initial.remote !== remote || initial.module !== module || initial.pathname !== pathname) return null;
  return initial;
}

export const useServerRender = () => useContext(InitialPageContext).server;
