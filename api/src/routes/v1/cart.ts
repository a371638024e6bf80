import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cartElementSchema,
  cartResponseSchema,
  cartUpdateBodySchema,
  envelope,
} from '@arbora/shared/schemas';
import type { CartElement } from '@arbora/shared/schemas';
import { badRequest } from '../../lib/errors';
import { baseQuerySchema, errorResponses } from './common';

/** A token as the API issues it; anything else is refused before touching the database. */
export const cartToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid cart token');

/** `elements` arrives as a JSON string (SPEC 7) or as an array; both end up validated alike. */
function parseElements(raw: string | CartElement[]): CartElement[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('VALIDATION_ERROR', 'elements is not valid JSON', 'elements');
    }
  }
  const result = z.array(cartElementSchema).min(1).max(100).safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(
      'VALIDATION_ERROR',
      `Invalid elements: ${issue?.message ?? 'bad value'}`,
      ['elements', ...(issue?.path ?? [])].join('.'),
    );
  }
  return result.data;
}

/**
 * Cart calls (SPEC 7): never cached, always `{ data: { token, cart } }`. A bearer token is optional:
 * a customer's cart answers only to that customer (CART_NOT_AUTHORIZED otherwise).
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { cache: 'no-store' as const, auth: 'optional' as const };
  const responses = { 200: envelope(cartResponseSchema), ...errorResponses, 403: apiErrorSchema, 500: apiErrorSchema };

  app.get(
    '/cart',
    {
      config: noStore,
      schema: {
        tags: ['Cart'],
        summary: 'The cart of a token (a new empty cart without one)',
        querystring: baseQuerySchema.extend({ cart_token: cartToken.optional() }),
        response: responses,
      },
    },
    async (req) => {
      const cart = await app.repos.cart.get(req.query.site_id, req.query.cart_token, req.customer?.id ?? null);
      return { data: { token: cart.token, cart } };
    },
  );

  app.post(
    '/cart/update',
    {
      config: noStore,
      schema: {
        tags: ['Cart'],
        summary: 'Add, set or replace lines (type add | set | list)',
        querystring: baseQuerySchema,
        body: cartUpdateBodySchema.extend({ cart_token: cartToken.optional() }),
        response: responses,
      },
    },
    async (req) => {
      const elements = parseElements(req.body.elements);
      const cart = await app.repos.cart.update(
        req.query.site_id,
        req.body.cart_token,
        { type: req.body.type, elements },
        req.customer?.id ?? null,
      );
      return { data: { token: cart.token, cart } };
    },
  );

  app.post(
    '/cart/remove',
    {
      config: noStore,
      schema: {
        tags: ['Cart'],
        summary: 'Remove a variant from the cart',
        querystring: baseQuerySchema.extend({
          element_id: z.coerce.number().int().positive().max(2_147_483_647),
          element_type: z.literal('product_variant'),
          cart_token: cartToken.optional(),
        }),
        body: z.object({ cart_token: cartToken.optional() }).nullish(),
        response: { ...responses, 404: errorResponses[404] },
      },
    },
    async (req) => {
      const token = req.query.cart_token ?? req.body?.cart_token;
      if (!token) throw badRequest('VALIDATION_ERROR', 'cart_token is required', 'cart_token');
      const cart = await app.repos.cart.remove(
        req.query.site_id,
        token,
        req.query.element_id,
        req.customer?.id ?? null,
      );
      return { data: { token: cart.token, cart } };
    },
  );
};
export default cartRoutes;
