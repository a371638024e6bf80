/**
 * The files a remote's mf-manifest.json names, resolved as the federation runtime resolves them:
 * its remoteEntry.js and each exposed module's synchronous chunks. One reading for the shell
 * server (its preload hints) and the browser (a link in view prefetches its page's files).
 */

export interface ManifestJson {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    publicPath?: string;
    buildInfo?: { buildVersion?: unknown };
  };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface RemoteFiles {
  remoteEntry: string;
  /** The build's id (`metaData.buildInfo.buildVersion`, tooling/webpack/create-config.cjs), when it names one. */
  buildId?: string;
  /** Absolute URLs of each exposed module's synchronous JS and CSS, by module name. */
  modules: Map<string, { js: string[]; css: string[] }>;
}

const join = (dir: string | undefined, file: string) => (dir ? `${dir.replace(/\/+$/, '')}/${file}` : file);

/** The URLs a manifest names, resolved as the federation runtime resolves them. */
export function filesOfManifest(manifestUrl: string, manifest: ManifestJson): RemoteFiles | null {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return null;
  const remoteEntry = new URL(join(entry.path, entry.name), manifestUrl).href;
  const publicPath = manifest.metaData?.publicPath;
  // 'auto': chunks live beside remoteEntry.js. Any other value is a base URL (or a path).
  const base = !publicPath || publicPath === 'auto' ? remoteEntry : new URL(publicPath, manifestUrl).href;
  const modules = new Map<string, { js: string[]; css: string[] }>();
  for (const expose of manifest.exposes ?? []) {
    const name = expose.name ?? expose.path?.replace(/^\.\//, '');
    if (!name) continue;
    const resolve = (files: string[] | undefined) => [...new Set(files ?? [])].map((file) => new URL(file, base).href);
    modules.set(name, { js: resolve(expose.assets?.js?.sync), css: resolve(expose.assets?.css?.sync) });
  }
  const buildId = manifest.metaData?.buildInfo?.buildVersion;
  return { remoteEntry, modules, ...(typeof buildId === 'string' && buildId ? { buildId } : {}) };
}
