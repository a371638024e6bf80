import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver's own credentials (it checks signatures with them). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The API's S3_* variables for this server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server (s3rver, from npm) in this process on a free loopback port, its objects
 * in a temporary directory, with one bucket.
 */
export async function startS3Server(bucket = 'arbora-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'arbora-s3rver-'));
  const S3rver = ((await import('s3rver')) as { default: S3rverClass }).default;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
