import { z } from './zod-jitless';
import { requiredEmail } from './fields';
import { orderSchema } from './order';

/** Days the consumer has to withdraw: one home for the page and the schemas (commerce-figures.ts). */
export { WITHDRAWAL_PERIOD_DAYS } from '@arbora/shared/format';

/**
 * Why a line cannot be withdrawn: made to the customer's specifications (L221-28, 3°), a service
 * line (off-cut recovery) or a free sample, a professional's order (the right is the consumer's), the period is
 * over, or the order was never concluded (payment refused, cancelled).
 */
export const WITHDRAWAL_EXCLUSIONS = [
  'made_to_measure',
  'service',
  'professional',
  'period_over',
  'order_not_concluded',
] as const;
export const withdrawalExclusionSchema = z.enum(WITHDRAWAL_EXCLUSIONS);
export type WithdrawalExclusion = z.infer<typeof withdrawalExclusionSchema>;

/** One line of the order as the withdrawal function sees it. */
export const lineWithdrawalSchema = z.object({
  line_id: z.number().int(),
  status: z.enum(['available', 'withdrawn', 'excluded']),
  /** Set when `excluded`. */
  reason: withdrawalExclusionSchema.nullable(),
  /** When the customer withdrew (ISO), set when `withdrawn`. */
  withdrawn_at: z.string().nullable(),
});
export type LineWithdrawal = z.infer<typeof lineWithdrawalSchema>;

/** The withdrawal state of an order: per line, and the end of the period once delivered. */
export const orderWithdrawalSchema = z.object({
  /** At least one line can be withdrawn now. */
  open: z.boolean(),
  delivered_at: z.string().nullable(),
  /** Last moment to withdraw (ISO); null while the goods are not delivered (the period has not started). */
  deadline: z.string().nullable(),
  lines: z.array(lineWithdrawalSchema),
});
export type OrderWithdrawal = z.infer<typeof orderWithdrawalSchema>;

/** Where and how to pay an order awaiting a bank transfer (one source: the API's bank settings). */
export const transferInstructionsSchema = z.object({
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** To quote in the transfer's label: the order reference. */
  reference: z.string(),
  amount: z.number().int(),
  /** Pay before this date (ISO). */
  deadline: z.string(),
});
export type TransferInstructions = z.infer<typeof transferInstructionsSchema>;

/** GET /v1/order/{ref}: the order with its withdrawal state and, while awaiting a transfer, the bank details. */
export const orderDetailSchema = orderSchema.extend({
  withdrawal: orderWithdrawalSchema,
  transfer: transferInstructionsSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * What the buyer still has to pay for an order not paid yet (money integers, TTC): its total as
 * ordered (`total_ttc`), less what its withdrawn lines cost them (`withdrawn_ttc`, each line in
 * `lines`: its TTC total and éco-participation, less its share of a discount on the products), so
 * `amount_ttc` = `total_ttc` − `withdrawn_ttc`, to the cent. The delivery stays as charged. The
 * card page, the transfer details and a payment's notification all ask for `amount_ttc`.
 * @public
 */
export const amountDueSchema = z.object({
  total_ttc: z.number().int(),
  withdrawn_ttc: z.number().int(),
  amount_ttc: z.number().int(),
  lines: z.array(z.object({ line_id: z.number().int(), amount_ttc: z.number().int() })),
});
/** @public */
export type AmountDue = z.infer<typeof amountDueSchema>;

/**
 * GET /v1/order/{ref} with what is left to pay (`amount_due`): null once nothing is to be paid any
 * more (paid, cancelled, refused). An API older than shared 3.20 sends none: the field is optional.
 * @public
 */
export const orderDetailWithAmountDueSchema = orderDetailSchema.extend({
  amount_due: amountDueSchema.nullable().optional(),
});
/** @public */
export type OrderDetailWithAmountDue = z.infer<typeof orderDetailWithAmountDueSchema>;

const orderReference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^AR-\d{4}-\d{6}$/, 'Référence de commande invalide (ex. AR-2026-000123).');
const lineIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1, 'Choisissez au moins un article.')
  .max(200);

/** POST /v1/order/{ref}/withdrawal: the lines the customer withdraws from. */
export const withdrawalBodySchema = z.object({ line_ids: lineIds });
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

/** POST /v1/withdrawal/lookup: a customer without their login finds their order by reference and e-mail. */
export const guestOrderLookupSchema = z.object({ reference: orderReference, email: requiredEmail });
export type GuestOrderLookup = z.input<typeof guestOrderLookupSchema>;

/** POST /v1/withdrawal: the same, with the lines withdrawn from. */
export const guestWithdrawalBodySchema = guestOrderLookupSchema.extend({ line_ids: lineIds });
export type GuestWithdrawalBody = z.input<typeof guestWithdrawalBodySchema>;

/** What the public withdrawal page may show of an order: its lines, nothing personal. */
export const guestOrderSchema = z.object({
  reference: z.string(),
  created_at: z.string(),
  lines: z.array(
    z.object({ id: z.number().int(), name: z.string(), reference: z.string(), quantity: z.number().int() }),
  ),
  withdrawal: orderWithdrawalSchema,
});
export type GuestOrder = z.infer<typeof guestOrderSchema>;

/** The acknowledgement of a withdrawal (also sent by e-mail). */
export const withdrawalReceiptSchema = z.object({
  reference: z.string(),
  /** When this declaration was recorded (ISO); a repeated one answers the first time. */
  withdrawn_at: z.string(),
  lines: z.array(z.object({ line_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  withdrawal: orderWithdrawalSchema,
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

/**
 * What follows a withdrawal, as the API decides it (one rule, with its acknowledgement e-mail):
 * - `order_cancelled`: an unpaid order withdrawn from entirely is cancelled, nothing to pay;
 * - `not_charged`: some lines of an unpaid order, the rest of the order kept;
 * - `not_sent`: a paid order not delivered yet, the lines are not sent, refunded without a return;
 * - `return`: delivered goods, returned, then refunded.
 * @public
 */
export const WITHDRAWAL_OUTCOMES = ['order_cancelled', 'not_charged', 'not_sent', 'return'] as const;
/** @public */
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/**
 * The acknowledgement with what follows (`outcome`), so a page says what the e-mail says without
 * working it out again. An API older than this sends none: the field is optional.
 * @public
 */
export const withdrawalReceiptWithOutcomeSchema = withdrawalReceiptSchema.extend({
  outcome: z.enum(WITHDRAWAL_OUTCOMES).optional(),
});
/** @public */
export type WithdrawalReceiptWithOutcome = z.infer<typeof withdrawalReceiptWithOutcomeSchema>;
