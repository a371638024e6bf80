import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: UI at /v1/docs, document at /v1/docs/json. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Arbora API',
          version: '1.0.0',
          description:
            'API v1 of the Arbora site. Amounts are integers of euros × 10000. Every call accepts sales_plan_id, site_id and lang (default fr).',
        },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  },
  { name: 'openapi' },
);
