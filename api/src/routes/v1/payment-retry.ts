import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope, orderSchema } from '@arbora/shared/schemas';
import { createCardRetry } from '../../payments/retry';
import { baseQuerySchema, errorResponses } from './common';

/**
 * Pay again after a declined card (the card error page's button): a new attempt on the same
 * order, answered with the order whose `payment.redirect_url` is the provider's page.
 */
const paymentRetryRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const payAgain = createCardRetry(app.db, app.commerce.provider, siteUrl);
  app.post(
    '/order/:reference/payment',
    {
      config: { cache: 'no-store', auth: 'required' },
      schema: {
        tags: ['Order'],
        summary: 'Starts a new card payment for an order whose card was declined',
        description:
          '409 CONFLICT unless the order was paid by card and that payment failed; 400 CART_STOCK_INSUFFICIENT when the stock the decline gave back is gone.',
        params: z.object({ reference: z.string().regex(/^AR-\d{4}-\d{6}$/, 'Invalid order reference') }),
        querystring: baseQuerySchema,
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
      const order = await payAgain(req.customer!, req.params.reference);
      return reply.status(201).send({ data: order });
    },
  );
};
export default paymentRetryRoutes;
