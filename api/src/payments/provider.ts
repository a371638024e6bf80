import type { PaymentDetails } from '@arbora/shared/schemas';

export type PaymentMethod = 'card' | 'transfer' | 'credit';

export type PaymentStart = {
  /** The provider's reference of this payment (our key to its notifications). */
  providerRef: string;
  orderReference: string;
  method: PaymentMethod;
  /** Money integer, TTC. */
  amount: number;
  customer: { email: string; firstname: string; lastname: string };
  /** Where the provider sends the shopper back; visiting them never marks an order paid. */
  returnUrls: { success: string; failure: string };
};

/** What the provider answers at once; the final word comes later, by signed notification. */
export type PaymentStarted = { status: 'pending' | 'refused'; details: PaymentDetails };

/** A verified server-to-server notification. */
export type PaymentEvent = {
  eventId: string;
  providerRef: string;
  type: 'payment.succeeded' | 'payment.failed' | 'transfer.received' | 'credit.funded' | 'credit.refused';
  amount: number;
};

/**
 * What a payment provider does for the shop. The sandbox implements it in process; a French
 * provider (a bank's hosted page, a financing partner) implements the same three calls over HTTP.
 */
export interface PaymentProvider {
  readonly name: string;
  start(payment: PaymentStart): Promise<PaymentStarted>;
  /** The event of a notification whose signature checks out, or null (then nothing changes). */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}
