import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createStorage } from '../storage/index';
import type { ObjectStorage } from '../storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads, issued invoices, image originals: files under DATA_DIR or an S3 bucket (storage/). */
    storage: ObjectStorage;
  }
}

export default fp(
  async function storage(app, { env }: { env: Env }) {
    app.decorate('storage', createStorage(env));
  },
  { name: 'storage' },
);
