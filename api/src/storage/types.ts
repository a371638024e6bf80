import type { Readable } from 'node:stream';

export type PutOptions = { contentType: string };

/**
 * Where the API keeps files that must outlive a process and be read by any replica: uploads (CVs,
 * photos), issued invoices, image originals. Keys are relative paths (`uploads/2026-12/<uuid>.pdf`):
 * lower-case ASCII letters, digits and `._-`, in `/`-separated segments, never `..`.
 */
export interface ObjectStorage {
  /** `filesystem` (the embedded default, under DATA_DIR) or `s3` (any S3-compatible service). */
  readonly kind: 'filesystem' | 's3';
  /** Writes the whole object (replaces an object of the same key: callers choose fresh keys). */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream (large files), or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Every object under the folder `folder` (`uploads` lists `uploads/…`), with when it was written. */
  list(folder: string): AsyncIterable<StoredObject>;
}

export type StoredObject = { key: string; modified: Date };

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws for a key that could leave its root (`..`, absolute) or that a store would spell otherwise. */
export function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..'))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
