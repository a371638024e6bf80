export const ROOT: string;
export interface BuiltRelease {
  remote: string;
  version: string;
  commit: string;
  /** The release folder, `<releases>/<remote>/<version>+<commit>`. */
  dir: string;
  /** The digest of its integrity.json: the pin for remotes.json. */
  integrity: string;
  /** The versions the retention rule deleted. */
  deleted: string[];
}
export function buildRelease(
  name: string,
  options: { releases: string; version?: string; commit?: string; remotesFile?: string; keep?: number },
): Promise<BuiltRelease>;
