import type { Env } from '../env';
import { createFilesystemStorage } from './filesystem';
import { createS3Storage } from './s3';
import type { ObjectStorage } from './types';

export type { ObjectStorage, PutOptions } from './types';
export { checkKey } from './types';
export { createFilesystemStorage } from './filesystem';
export { createS3Storage } from './s3';
export type { S3Settings } from './s3';

/**
 * The API's object storage: an S3-compatible bucket when `S3_BUCKET` is set (with its keys and
 * region, `S3_ENDPOINT` for MinIO or another service), else files under `DATA_DIR`.
 */
export function createStorage(env: Env): ObjectStorage {
  if (env.S3_BUCKET)
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    });
  return createFilesystemStorage(env.DATA_DIR);
}
