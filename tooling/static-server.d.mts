export interface StaticServer {
  port: number;
  close(): Promise<void>;
}
export const BASE_HEADERS: Record<string, string>;
export const HTML_HEADERS: Record<string, string>;
export function cacheControlFor(file: string): string;
export function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
  label?: string;
  /** `root` is a releases folder, served as /<remote>/<version>/… (tooling/release/releases.cjs). */
  releases?: boolean;
}): Promise<StaticServer>;
