import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope } from '@arbora/shared/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { SIGNATURE_HEADER, TEST_CARDS } from '../../payments/sandbox';
import { checkoutPage } from '../../payments/checkout-page';
import type { CheckoutState } from '../../payments/checkout-page';

/** A JSON object from a raw body, or an empty object (the schema then answers 400 VALIDATION_ERROR). */
function parseJsonObject(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const providerRef = z.object({ ref: z.string().regex(/^pay_[0-9a-f-]{36}$/, 'Invalid payment reference') });

/**
 * The provider's side: the signed notification route (the only way an order becomes paid) and
 * the sandbox's hosted card page. Return URLs lead to site pages that read GET /v1/order/status.
 */
const paymentRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const { provider } = app.commerce;
  const payments = app.repos.payments;

  /**
   * What the hosted page may do for this payment: nothing for an order the shop cancelled (an
   * unpaid order withdrawn from entirely: its attempt stays pending, withdrawal/service.ts, but no
   * card is taken for it any more), the card while the attempt is pending, else « déjà traité ».
   */
  function stateOf(found: {
    payment: { status: string };
    order: { status: string; reference: string };
  }): CheckoutState {
    if (found.order.status === 'cancelled')
      return { kind: 'cancelled', orderUrl: `${siteUrl}/mes-commandes/${found.order.reference}` };
    return found.payment.status === 'pending' ? { kind: 'open' } : { kind: 'processed' };
  }

  // The signature covers the exact bytes sent: keep the body as a string here.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/payment/notify',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['Payment'],
        summary: 'Server-to-server payment notification (HMAC-signed by the provider)',
        body: z.string().max(16 * 1024),
        response: { 200: envelope(z.object({ applied: z.boolean() })), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const event = provider.verifyNotification(req.body, req.headers);
      if (!event)
        throw badRequest('PAYMENT_SIGNATURE_INVALID', 'Notification signature or body is invalid', SIGNATURE_HEADER);
      const { applied, orderId } = await payments.apply(event);
      if (applied) await app.commerce.erp.pushOrder(orderId);
      // A paid order's invoice is issued now, drawn once and stored (a failed payment issues nothing).
      if (applied) app.background.run('invoice', async () => void (await app.invoices.issue(orderId)));
      return { data: { applied } };
    },
  );

  app.get(
    '/payment/sandbox/checkout/:ref',
    {
      config: { cache: 'no-store' },
      schema: { tags: ['Payment'], summary: 'Sandbox hosted card page (HTML)', params: providerRef },
    },
    async (req, reply) => {
      const found = await payments.byProviderRef(req.params.ref);
      if (!found || found.payment.method !== 'card') throw notFound('Payment', 'ref');
      // The payment's amount: what is left to pay (a withdrawal before the payment lowers it, withdrawal/service.ts).
      return reply
        .type('text/html; charset=utf-8')
        .send(checkoutPage(found.order.reference, found.payment.amount, stateOf(found), TEST_CARDS));
    },
  );

  app.post(
    '/payment/sandbox/checkout/:ref',
    {
      config: { cache: 'no-store' },
      // This plugin keeps JSON bodies as strings (the notification's signature covers the bytes);
      // the hosted page's form posts urlencoded, a script or test may post JSON: read both.
      preValidation: async (req) => {
        const raw: unknown = req.body;
        // The schema below validates what this hook leaves: an object without a card number is a 400.
        if (typeof raw === 'string') req.body = parseJsonObject(raw) as typeof req.body;
      },
      schema: {
        tags: ['Payment'],
        summary: 'Sandbox card payment: notifies the shop (signed), then redirects the shopper to the return URL',
        description:
          'A cancelled order (withdrawn from entirely before payment) takes no payment: 409 CONFLICT with `data.reason` `order_cancelled` (a browser, accepting text/html, gets the hosted page saying so, with a link to the order); nothing is notified.',
        params: providerRef,
        body: z.object({ card_number: z.string().regex(/^[\d ]{12,23}$/, 'Invalid card number') }),
      },
    },
    async (req, reply) => {
      const found = await payments.byProviderRef(req.params.ref);
      if (!found || found.payment.method !== 'card') throw notFound('Payment', 'ref');
      const { order, payment } = found;
      const state = stateOf(found);
      if (state.kind === 'cancelled') {
        // Nothing is notified: the shop takes no payment for a cancelled order. The hosted page's
        // form (a browser) reads the page saying so; any other caller the stable code.
        if (req.headers.accept?.includes('text/html'))
          return reply
            .status(409)
            .type('text/html; charset=utf-8')
            .send(checkoutPage(order.reference, payment.amount, state, TEST_CARDS));
        throw new AppError(409, 'CONFLICT', 'The order is cancelled: no payment is possible', undefined, {
          reason: 'order_cancelled',
        });
      }
      const outcome = provider.cardOutcome(req.body.card_number);
      if (payment.status === 'pending') {
        // What a real provider does from its own servers: a signed call to the shop's notify route,
        // for the amount the page asked (the payment's: what is left to pay).
        const note = provider.notification(
          outcome === 'success' ? 'payment.succeeded' : 'payment.failed',
          payment.providerRef,
          payment.amount,
        );
        await app.inject({
          method: 'POST',
          url: '/v1/payment/notify',
          payload: note.body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: note.signature },
        });
      }
      const target = outcome === 'success' ? 'confirmation-cb' : 'erreur-cb';
      return reply.redirect(`${siteUrl}/commande/${target}?order=${order.reference}`, 303);
    },
  );
};
export default paymentRoutes;
