import type { WithdrawalReceipt } from '@arbora/shared/schemas';

/**
 * What follows a withdrawal, as the acknowledgement says it. The API decides it
 * (api/src/withdrawal/rules.ts withdrawalOutcome, which its e-mail says): the first four are its
 * outcomes, the order's page reads them from the order (order-page.tsx orderNext). A guest's page
 * knows less (its answers carry no order status): `undelivered` (nothing to return, the e-mail
 * says the rest) and `unknown` (recorded without JavaScript, nothing of the order in the page's
 * URL: the e-mail says it all).
 */
export type WithdrawalNext = 'order_cancelled' | 'not_charged' | 'not_sent' | 'return' | 'undelivered' | 'unknown';

/** A guest's acknowledgement: delivered goods come back; otherwise nothing to return, the e-mail says the rest. */
export function guestNext(receipt: WithdrawalReceipt | null): WithdrawalNext {
  if (!receipt) return 'unknown';
  return receipt.withdrawal.delivered_at ? 'return' : 'undelivered';
}
