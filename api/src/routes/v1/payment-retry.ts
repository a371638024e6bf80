import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope, orderSchema, paymentRetryBodySchema } from '@arbora/shared/schemas';
import { createPaymentRetry } from '../../payments/retry';
import { baseQuerySchema, errorResponses } from './common';

/**
 * Pay again after a refused payment (the card error and refused financing pages): a new attempt on
 * the same order, with the same method or another one, answered with the order (for a card,
 * `payment.redirect_url` is the provider's page; for a transfer, `payment.bank`).
 */
const paymentRetryRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const payAgain = createPaymentRetry(app.db, app.commerce.provider, siteUrl);
  app.post(
    '/order/:reference/payment',
    {
      config: { cache: 'no-store', auth: 'required' },
      schema: {
        tags: ['Order'],
        summary: 'Starts a new payment, by the same or another method, for an order whose payment was refused',
        description:
          '409 CONFLICT unless the order’s payment was refused (status payment_failed); 400 PAYMENT_METHOD_UNAVAILABLE when the method cannot pay this amount (financing: 150\u00a0€ to 6\u202f000\u00a0€); 400 CART_STOCK_INSUFFICIENT when the stock the refusal gave back is gone.',
        params: z.object({ reference: z.string().regex(/^AR-\d{4}-\d{6}$/, 'Invalid order reference') }),
        querystring: baseQuerySchema,
        body: paymentRetryBodySchema.nullish(),
        response: {
          201: envelope(orderSchema),
          ...errorResponses,
          403: apiErrorSchema,
          409: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const order = await payAgain(req.customer!, req.params.reference, req.body?.payment_method);
      return reply.status(201).send({ data: order });
    },
  );
};
export default paymentRetryRoutes;
