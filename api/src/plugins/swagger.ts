import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { menuItemSchema } from '@arbora/shared/schemas';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas that become named components (`#/components/schemas/<id>`). A recursive schema must be
 * one: inlined, its self-reference points at a component that is never written.
 */
const components = z.registry<{ id: string }>();
components.add(menuItemSchema, { id: 'MenuItem' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
type TransformInput = Parameters<typeof zodTransform>[0] & { route: RouteOptions };

/** A route's `config.auth` (see the auth plugin) becomes its OpenAPI security requirement. */
function securityOf(route: RouteOptions): Array<Record<string, string[]>> | undefined {
  const auth = (route.config as { auth?: 'required' | 'optional' } | undefined)?.auth;
  if (auth === 'required') return [{ bearerAuth: [] }];
  // `{}` first: the call also works without a token (guest cart, signup).
  if (auth === 'optional') return [{}, { bearerAuth: [] }];
  return undefined;
}

function transform(input: TransformInput) {
  const result = zodTransform(input);
  const security = securityOf(input.route);
  return security ? { ...result, schema: { ...result.schema, security } } : result;
}

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
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The token of POST /v1/user/login (SPEC 8).',
            },
          },
        },
      },
      transform,
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
    });
    await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  },
  { name: 'openapi' },
);
