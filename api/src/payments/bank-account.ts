import type { TransferInstructions } from '@arbora/shared/schemas';
import { CONTACT } from '../seed/site-facts';

/**
 * The shop's bank account for transfers (a test IBAN) and how long a transfer order waits for its
 * payment: the one source the payment start, the order detail and the order e-mail read.
 */
export const BANK_ACCOUNT = { holder: CONTACT.company, iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPPXXX' };

/** Days, from the order, the customer is asked to make the transfer in. */
export const TRANSFER_DEADLINE_DAYS = 7;

/** What the customer needs to pay an order by transfer. */
export function transferInstructions(reference: string, amount: number, orderedAt: Date): TransferInstructions {
  const deadline = new Date(orderedAt.getTime() + TRANSFER_DEADLINE_DAYS * 24 * 3600 * 1000);
  return { ...BANK_ACCOUNT, reference, amount, deadline: deadline.toISOString() };
}
