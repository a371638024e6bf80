import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addressBodySchema,
  addressMutationResponseSchema,
  addressParamsSchema,
  apiErrorSchema,
  envelope,
} from '@arbora/shared/schemas';
import { AppError, notFound } from '../../lib/errors';
import { baseQuerySchema, errorResponses, idParams } from './common';

const config = { cache: 'no-store' as const, auth: 'required' as const };
const responses = {
  200: envelope(addressMutationResponseSchema),
  ...errorResponses,
  403: apiErrorSchema,
  500: apiErrorSchema,
};

/** The path's customer id must be the logged-in customer's: nobody edits another's addresses. */
function ownCustomerId(req: FastifyRequest, id: number): number {
  const me = req.customer!;
  if (me.id !== id) throw new AppError(403, 'FORBIDDEN', 'Not your account');
  return me.id;
}

/** Addresses of the logged-in customer; at most one default delivery and one default invoice address. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.repos.accounts;

  app.post(
    '/customer/:id/address',
    {
      config,
      schema: {
        tags: ['Account'],
        summary: 'Adds an address',
        params: idParams,
        querystring: baseQuerySchema,
        body: addressBodySchema,
        response: responses,
      },
    },
    async (req) => {
      const customerId = ownCustomerId(req, req.params.id);
      const address = await accounts.addAddress(customerId, req.body);
      return { data: { address, addresses: await accounts.addresses(customerId) } };
    },
  );

  app.put(
    '/customer/:id/address/:addressId',
    {
      config,
      schema: {
        tags: ['Account'],
        summary: 'Replaces an address',
        params: addressParamsSchema,
        querystring: baseQuerySchema,
        body: addressBodySchema,
        response: responses,
      },
    },
    async (req) => {
      const customerId = ownCustomerId(req, req.params.id);
      const address = await accounts.updateAddress(customerId, req.params.addressId, req.body);
      if (!address) throw notFound('Address', 'addressId');
      return { data: { address, addresses: await accounts.addresses(customerId) } };
    },
  );

  app.delete(
    '/customer/:id/address/:addressId',
    {
      config,
      schema: {
        tags: ['Account'],
        summary: 'Deletes an address',
        params: addressParamsSchema,
        querystring: baseQuerySchema,
        response: responses,
      },
    },
    async (req) => {
      const customerId = ownCustomerId(req, req.params.id);
      if (!(await accounts.deleteAddress(customerId, req.params.addressId))) throw notFound('Address', 'addressId');
      return { data: { address: null, addresses: await accounts.addresses(customerId) } };
    },
  );
};
export default addressRoutes;
