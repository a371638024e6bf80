import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  envelope,
  orderDetailWithAmountDueSchema,
  orderSchema,
  orderStatusQuerySchema,
  orderStatusSchema,
  orderSummarySchema,
  paginated,
  validationBodySchema,
} from '@arbora/shared/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { toOrderSummary } from '../../repositories/order-mapper';
import { orderDetail } from '../../withdrawal/order-detail';
import { baseQuerySchema, errorResponses, paginationOf } from './common';

const config = { cache: 'no-store' as const, auth: 'required' as const };
const failures = { ...errorResponses, 403: apiErrorSchema, 409: apiErrorSchema, 500: apiErrorSchema };
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'Invalid idempotency key');

/** Validation of the cart, payment outcome and the customer's orders (SPEC 7, Cart and Account). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, erp } = app.commerce;

  app.post(
    '/cart/validation',
    {
      config,
      schema: {
        tags: ['Order'],
        summary: 'Turns the cart into an order and starts its payment',
        description:
          'Send the same `Idempotency-Key` header (or `idempotency_key`) when retrying: the same order comes back (200 instead of 201). ' +
          'When the ERP cannot be reached the order is stored all the same and the answer is 409 X3_ERROR with the order in `data` (SPEC 8: modification_successfully_delayed).',
        querystring: baseQuerySchema,
        headers: z.object({ 'idempotency-key': idempotencyKey.optional() }),
        body: validationBodySchema,
        response: { 200: envelope(orderSchema), 201: envelope(orderSchema), ...failures },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'] ?? req.body.idempotency_key ?? `cart:${req.body.cart_token}`;
      const { order, created } = await orders.validate(req.query.site_id, req.customer!, req.body, key);
      if (!created) return reply.status(200).send({ data: order });
      app.mailer.kick();
      if (!(await erp.pushOrder(order.id))) {
        throw new AppError(
          409,
          'X3_ERROR',
          'The order is stored; its transfer to the ERP is delayed',
          undefined,
          order,
        );
      }
      return reply.status(201).send({ data: order });
    },
  );

  app.get(
    '/order/status',
    {
      config,
      schema: {
        tags: ['Order'],
        summary: 'The truth about an order’s payment (for the confirmation screens)',
        querystring: baseQuerySchema.extend(orderStatusQuerySchema.shape),
        response: { 200: envelope(orderStatusSchema), ...failures },
      },
    },
    async (req) => {
      const { reference, order_id } = req.query;
      if (reference === undefined && order_id === undefined)
        throw badRequest('VALIDATION_ERROR', 'Give reference or order_id', 'reference');
      const order = await orders.mine(req.customer!.id, { reference, id: order_id });
      if (!order) throw notFound('Order', reference !== undefined ? 'reference' : 'order_id');
      const { id, status, payment_method, payment_status, outcome, confirmation_route, paid } = order;
      return {
        data: {
          id,
          reference: order.reference,
          status,
          payment_method,
          payment_status,
          outcome,
          confirmation_route,
          paid,
        },
      };
    },
  );

  app.get(
    '/order',
    {
      config,
      schema: {
        tags: ['Order'],
        summary: 'The logged-in customer’s orders, newest first',
        querystring: baseQuerySchema.extend({
          page: z.coerce.number().int().positive().max(10_000).default(1),
          perPage: z.coerce.number().int().positive().max(100).default(10),
        }),
        response: { 200: envelope(paginated(orderSummarySchema)), ...failures },
      },
    },
    async (req) => {
      const { page, perPage } = req.query;
      const { items, total } = await orders.list(req.customer!.id, page, perPage);
      return {
        data: {
          items: items.map(({ row, payment }) => toOrderSummary(row, payment)),
          pagination: paginationOf(page, perPage, total),
        },
      };
    },
  );

  app.get(
    '/order/:ref',
    {
      config,
      schema: {
        tags: ['Order'],
        summary: 'One order of the logged-in customer, by id or reference (AR-2025-000123)',
        description:
          'With `withdrawal` (per line: available, withdrawn or excluded with the reason), `amount_due` (while unpaid: the total, the withdrawn lines deducted, what is left to pay; null once nothing is to be paid) and `transfer` (bank details for that amount while a transfer is awaited).',
        params: z.object({
          ref: z.union([
            z.coerce.number().int().positive().max(2_147_483_647),
            z.string().regex(/^AR-\d{4}-\d{6}$/, 'Invalid order reference'),
          ]),
        }),
        querystring: baseQuerySchema,
        response: { 200: envelope(orderDetailWithAmountDueSchema), ...failures },
      },
    },
    async (req) => {
      const { ref } = req.params;
      const order = await orders.mine(req.customer!.id, typeof ref === 'number' ? { id: ref } : { reference: ref });
      if (!order) throw notFound('Order', 'ref');
      return { data: await orderDetail(app.db, order) };
    },
  );
};
export default orderRoutes;
