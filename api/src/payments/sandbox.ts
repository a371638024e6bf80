import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { paymentUnavailableReason } from '@arbora/shared/schemas';
import { BANK_ACCOUNT } from './bank-account';
import type { PaymentEvent, PaymentProvider, PaymentStarted } from './provider';
import { sign, verify } from './signature';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** Test cards of the hosted page (spaces allowed). Any other well-formed number is declined. */
export const TEST_CARDS = {
  success: ['4242424242424242', '5555555555554444'],
  decline: ['4000000000000002', '4000000000009995'],
};

/** The shop's bank account for transfers (kept in bank-account.ts). */
export const BANK = BANK_ACCOUNT;

const eventSchema = z.object({
  id: z.string().min(8).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed', 'transfer.received', 'credit.funded', 'credit.refused']),
  provider_ref: z.string().min(8).max(100),
  amount: z.number().int().nonnegative(),
});

/**
 * The payment sandbox: a hosted card page (served by this API under /v1/payment/sandbox, reading
 * the payment from the database so any replica can serve it), bank transfers, and a financing
 * partner that decides at once. Its notifications are HMAC-signed and
 * delivered to the shop's notification route exactly as a real provider would.
 */
export function createSandboxProvider(opts: { secret: string; checkoutUrl: (providerRef: string) => string }) {
  const provider: PaymentProvider & {
    /** A signed notification body and header, as the sandbox sends them. */
    notification(type: PaymentEvent['type'], providerRef: string, amount: number): { body: string; signature: string };
    cardOutcome(cardNumber: string): 'success' | 'decline';
  } = {
    name: 'sandbox',

    async start(payment): Promise<PaymentStarted> {
      const none = { redirect_url: null, bank: null, decision: null, reason: null };
      if (payment.method === 'card') {
        return { status: 'pending', details: { ...none, redirect_url: opts.checkoutUrl(payment.providerRef) } };
      }
      if (payment.method === 'transfer') {
        return {
          status: 'pending',
          details: { ...none, bank: { ...BANK, reference: payment.orderReference, amount: payment.amount } },
        };
      }
      // The partner's own range (the shop offers credit only inside it, see cart.payments).
      const refusal = paymentUnavailableReason('credit', payment.amount);
      return refusal === null
        ? { status: 'pending', details: { ...none, decision: 'accepted' } }
        : { status: 'refused', details: { ...none, decision: 'refused', reason: refusal } };
    },

    verifyNotification(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      if (!verify(opts.secret, rawBody, Array.isArray(header) ? header[0] : header)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) return null;
      return {
        eventId: parsed.data.id,
        providerRef: parsed.data.provider_ref,
        type: parsed.data.type,
        amount: parsed.data.amount,
      };
    },

    notification(type, providerRef, amount) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, provider_ref: providerRef, amount });
      return { body, signature: sign(opts.secret, body) };
    },

    cardOutcome(cardNumber) {
      return TEST_CARDS.success.includes(cardNumber.replace(/\s/g, '')) ? 'success' : 'decline';
    },
  };
  return provider;
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
