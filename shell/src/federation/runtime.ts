import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageModule, RemotesConfig } from '@arbora/shared/platform';
import { REMOTE_LOAD_TIMEOUT_MS } from '../app/constants';

export { REMOTE_LOAD_TIMEOUT_MS };

export class RemoteLoadError extends Error {
  constructor(readonly remote: string, cause: unknown) {
    // The cause stays attached: the chunk-reload guard looks for a ChunkLoadError in it.
    super(`Remote "${remote}" could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

let registered = false;

/** Registers every remote once, with timeouts: the manifest fetch has none by default. */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  registerRemotes(
    config.remotes.map(({ name, entry }) => ({ name, entry })),
    { force: registered },
  );
  if (!registered) {
    registerPlugins([
      {
        name: 'arbora-timeouts',
        fetch: (url: string, init?: RequestInit) =>
          fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) }),
        createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
      },
    ]);
  }
  registered = true;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, `no answer after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, error));
      },
    );
  });
}

/** Loads `remote/Module`, failing with RemoteLoadError when the remote is down, broken or slow. */
export async function loadRemotePage(remote: string, module: string): Promise<RemotePageModule> {
  const loaded = await withTimeout(loadRemote<RemotePageModule>(`${remote}/${module}`), REMOTE_LOAD_TIMEOUT_MS + 500, remote);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(remote, `module ${module} has no default export`);
  }
  return loaded;
}

/**
 * Fetches the code of `remote/Module` (manifest, entry, the module's chunks) without running it,
 * for a link the shopper may follow (SPEC 9). Rejects when the remote is unknown or down.
 */
export function preloadRemotePage(remote: string, module: string): Promise<void> {
  if (!registered) return Promise.reject(new RemoteLoadError(remote, 'remotes are not registered yet'));
  return preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]);
}
