import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey } from './types';
import type { ObjectStorage, StoredObject } from './types';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `root` (DATA_DIR): `uploads/…` lands where uploads always were. Files are
 * readable by the server's user only (0600, folders 0700) and written whole: to a temporary name
 * first, then renamed, so a reader never sees half a file.
 */
export function createFilesystemStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'filesystem',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(tmp, bytes, { mode: 0o600 });
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      if (!(await this.exists(key))) return null;
      return createReadStream(file) as Readable;
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(folder) {
      async function* walk(dir: string): AsyncGenerator<StoredObject> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if (missing(err)) return;
          throw err;
        }
        for (const entry of entries) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(file);
          else if (entry.isFile())
            yield { key: path.relative(root, file).split(path.sep).join('/'), modified: (await stat(file)).mtime };
        }
      }
      yield* walk(fileOf(folder));
    },
  };
}
