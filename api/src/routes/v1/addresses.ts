import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addressBodySchema,
  addressMutationResponseSchema,
  addressParamsSchema,
  apiErrorSchema,
  envelope,
} from '@arbora/shared/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { baseQuerySchema, errorResponses, idParams, queryBoolean } from './common';

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

type AddressValues = z.output<typeof addressBodySchema>;
const ADDRESS_FIELDS = Object.keys(addressBodySchema.shape) as (keyof AddressValues)[];
const FLAGS: readonly string[] = ['is_delivery_default', 'is_invoice_default'];

/**
 * The address fields as a query string carries them. SPEC 7: only POST sends a body, so the site's
 * PUT puts the address in its query; `addressBodySchema` then checks it like a body.
 */
const addressQuerySchema = baseQuerySchema.extend(
  Object.fromEntries(
    ADDRESS_FIELDS.map((key) => [key, FLAGS.includes(key) ? queryBoolean.optional() : z.string().max(300).optional()]),
  ),
);

function addressFromQuery(query: Record<string, unknown>): AddressValues {
  const fields = Object.fromEntries(ADDRESS_FIELDS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
  const parsed = addressBodySchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest('VALIDATION_ERROR', `Invalid querystring: ${issue.message}`, String(issue.path[0] ?? 'query'));
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
      // The address may travel in the URL: keep it out of the access log (personal data).
      logLevel: 'warn',
      schema: {
        tags: ['Account'],
        summary: 'Replaces an address (in place: same id)',
        description:
          'The address in the query string, as the site sends it (SPEC 7: only POST sends a body), or as a JSON body; the body wins when both are given.',
        params: addressParamsSchema,
        querystring: addressQuerySchema,
        body: addressBodySchema.nullish(),
        response: responses,
      },
    },
    async (req) => {
      const customerId = ownCustomerId(req, req.params.id);
      const input = req.body ?? addressFromQuery(req.query);
      const address = await accounts.updateAddress(customerId, req.params.addressId, input);
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
