import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest ancestor of the working directory whose package.json declares
 * workspaces. Found from the cwd (not import.meta) because the same code runs as ESM under tsx and
 * as CommonJS under Jest; npm -w, Jest and `node src/server.ts` all run inside the repository.
 */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      const json = JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
      if (json.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${start}`);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
export const apiRoot = path.join(repoRoot, 'api');
export const migrationsDir = path.join(apiRoot, 'drizzle');
