import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  envelope,
  guestOrderLookupSchema,
  guestOrderSchema,
  guestWithdrawalBodySchema,
  withdrawalBodySchema,
  withdrawalReceiptWithOutcomeSchema,
} from '@arbora/shared/schemas';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/errors';
import { createWithdrawalService } from '../../withdrawal/service';
import { baseQuerySchema, errorResponses } from './common';

const failures = { ...errorResponses, 401: apiErrorSchema, 429: apiErrorSchema };
const reference = z.object({ ref: z.string().regex(/^AR-\d{4}-\d{6}$/, 'Invalid order reference') });

/** The same answer whether the reference is unknown or the e-mail is not its customer's: nothing is revealed. */
const noSuchPair = () =>
  new AppError(404, 'WITHDRAWAL_ORDER_NOT_FOUND', 'No order matches this reference and e-mail', 'reference');

/**
 * The withdrawal function (droit de rétractation, Directive 2011/83/EU art. 11a as amended by
 * 2023/2673): from the customer's account, or without logging in by order reference + e-mail.
 */
const withdrawalRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const service = createWithdrawalService(app.db, env.PUBLIC_SITE_URL.replace(/\/$/, ''));
  // The pair reference + e-mail is a credential: guessed as slowly as a password.
  const guest = { cache: 'no-store' as const, rateLimit: { max: env.LOGIN_RATE_LIMIT, timeWindow: 60_000 } };
  const receipt = {
    200: envelope(withdrawalReceiptWithOutcomeSchema),
    201: envelope(withdrawalReceiptWithOutcomeSchema),
    ...failures,
  };
  const description =
    'Records the withdrawal from the given lines and e-mails an acknowledgement with its date and time. ' +
    'The answer says what follows in `outcome` (as the e-mail does): `order_cancelled` (an unpaid order withdrawn from entirely), ' +
    '`not_charged` (some lines of an unpaid order), `not_sent` (paid, not delivered: nothing to return), `return` (delivered). ' +
    'Lines already withdrawn are not recorded again (200 with the first declaration, no second e-mail). ' +
    'Refusals: 400 WITHDRAWAL_PERIOD_OVER, LINE_NOT_WITHDRAWABLE (made to measure, service line, unknown line; `data.reason`), ' +
    'WITHDRAWAL_NOT_AVAILABLE (professional account, order never concluded).';

  app.post(
    '/order/:ref/withdrawal',
    {
      config: { cache: 'no-store', auth: 'required' },
      schema: {
        tags: ['Order'],
        summary: 'Withdraws from lines of one of the logged-in customer’s orders',
        description,
        params: reference,
        querystring: baseQuerySchema,
        body: withdrawalBodySchema,
        response: receipt,
      },
    },
    async (req, reply) => {
      const order = await service.ownOrder(req.customer!.id, req.params.ref);
      if (!order) throw notFound('Order', 'ref');
      const { receipt: data, created } = await service.withdraw(order.id, req.body.line_ids, 'account');
      if (created) app.mailer.kick();
      return reply.status(created ? 201 : 200).send({ data });
    },
  );

  app.post(
    '/withdrawal/lookup',
    {
      config: guest,
      schema: {
        tags: ['Order'],
        summary: 'An order’s lines and withdrawal state, found by reference and the customer’s e-mail',
        description:
          'A reference and e-mail that do not belong together answer 404 WITHDRAWAL_ORDER_NOT_FOUND, as an unknown reference does.',
        querystring: baseQuerySchema,
        body: guestOrderLookupSchema,
        response: { 200: envelope(guestOrderSchema), ...failures },
      },
    },
    async (req) => {
      const order = await service.guestOrder(req.body.reference, req.body.email);
      if (!order) throw noSuchPair();
      return {
        data: {
          reference: order.reference,
          created_at: order.createdAt.toISOString(),
          lines: order.cart.list.map((l) => ({ id: l.id, name: l.name, reference: l.reference, quantity: l.quantity })),
          withdrawal: await service.state(order),
        },
      };
    },
  );

  app.post(
    '/withdrawal',
    {
      config: guest,
      schema: {
        tags: ['Order'],
        summary: 'Withdraws from lines of an order found by reference and the customer’s e-mail',
        description,
        querystring: baseQuerySchema,
        body: guestWithdrawalBodySchema,
        response: receipt,
      },
    },
    async (req, reply) => {
      const order = await service.guestOrder(req.body.reference, req.body.email);
      if (!order) throw noSuchPair();
      // No e-mail allowance here: an acknowledgement goes out only when a line is newly withdrawn
      // (a repeat changes nothing), so an address gets at most one per line of an order it placed,
      // and the law wants that acknowledgement on a durable medium: no allowance may drop it.
      const { receipt: data, created } = await service.withdraw(order.id, req.body.line_ids, 'guest');
      if (created) app.mailer.kick();
      return reply.status(created ? 201 : 200).send({ data });
    },
  );
};
export default withdrawalRoutes;
