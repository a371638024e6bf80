import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cartResponseSchema,
  envelope,
  livraisonBodySchema,
  postcode,
  promotionAddBodySchema,
  promotionRemoveBodySchema,
  recupChuteBodySchema,
  relayPointSchema,
} from '@arbora/shared/schemas';
import { baseQuerySchema, errorResponses } from './common';

const config = { cache: 'no-store' as const, auth: 'optional' as const };
const responses = { 200: envelope(cartResponseSchema), ...errorResponses, 403: apiErrorSchema, 500: apiErrorSchema };

/** Off-cut recovery, delivery, relay farms and promotion codes (SPEC 7, Cart). */
const cartOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = app.repos.cartOptions;
  const caller = (customer: { id: number } | null) => customer?.id ?? null;

  app.post(
    '/cart/recup-chute',
    {
      config,
      schema: {
        tags: ['Cart'],
        summary: 'Off-cut recovery on or off (professionals; needs products in the cart)',
        querystring: baseQuerySchema,
        body: recupChuteBodySchema,
        response: responses,
      },
    },
    async (req) => {
      const cart = await options.recupChute(
        req.query.site_id,
        req.body.cart_token,
        caller(req.customer),
        Boolean(req.customer?.isPro),
        req.body.add,
      );
      return { data: { token: cart.token, cart } };
    },
  );

  app.post(
    '/cart/livraison',
    {
      config,
      schema: {
        tags: ['Cart'],
        summary: 'Chooses the carrier (one of cart.carriers) and, for relais_ferme, the relay farm',
        querystring: baseQuerySchema,
        body: livraisonBodySchema,
        response: responses,
      },
    },
    async (req) => {
      const cart = await options.livraison(
        req.query.site_id,
        req.body.cart_token,
        caller(req.customer),
        req.body.carrier_technical_name,
        req.body.relay_point_id,
      );
      return { data: { token: cart.token, cart } };
    },
  );

  app.get(
    '/cart/relais-fermiers',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Cart'],
        summary: 'Relay farms for heavy parcels, nearest first (postcode, or latitude and longitude)',
        querystring: baseQuerySchema.extend({
          postcode: postcode.optional(),
          latitude: z.coerce.number().min(-90).max(90).optional(),
          longitude: z.coerce.number().min(-180).max(180).optional(),
        }),
        response: { 200: envelope(z.array(relayPointSchema)), ...errorResponses },
      },
    },
    async (req) => ({ data: await options.relayPoints(req.query) }),
  );

  app.get(
    '/cart/magasins',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Cart'],
        summary: 'The shop’s stores for store pickup (retrait_magasin), nearest first with their distance',
        querystring: baseQuerySchema.extend({
          postcode: postcode.optional(),
          latitude: z.coerce.number().min(-90).max(90).optional(),
          longitude: z.coerce.number().min(-180).max(180).optional(),
        }),
        response: { 200: envelope(z.array(relayPointSchema)), ...errorResponses },
      },
    },
    async (req) => ({ data: await options.stores(req.query.site_id, req.query) }),
  );

  app.post(
    '/cart/promotion/add',
    {
      config,
      schema: {
        tags: ['Cart'],
        summary:
          'Applies a promotion code (CART_RULE_INVALID_CODE, _ALREADY_ANOTHER_CODE_IN_PROGRESS, _INVALID_DATE, _INVALID_CART)',
        querystring: baseQuerySchema,
        body: promotionAddBodySchema,
        response: responses,
      },
    },
    async (req) => {
      const cart = await options.addPromotion(
        req.query.site_id,
        req.body.cart_token,
        caller(req.customer),
        req.body.code,
      );
      return { data: { token: cart.token, cart } };
    },
  );

  app.post(
    '/cart/promotion/remove',
    {
      config,
      schema: {
        tags: ['Cart'],
        summary: 'Removes the promotion code',
        querystring: baseQuerySchema,
        body: promotionRemoveBodySchema,
        response: responses,
      },
    },
    async (req) => {
      const cart = await options.removePromotion(req.query.site_id, req.body.cart_token, caller(req.customer));
      return { data: { token: cart.token, cart } };
    },
  );
};
export default cartOptionRoutes;
