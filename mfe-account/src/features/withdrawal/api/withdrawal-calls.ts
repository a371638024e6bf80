import { api } from '@arbora/shared/api';
import { isHttpError } from '@arbora/shared/errors';
import { guestOrderSchema, withdrawalReceiptWithOutcomeSchema } from '@arbora/shared/schemas';
import type { GuestOrder, WithdrawalReceiptWithOutcome } from '@arbora/shared/schemas';

/**
 * POST /v1/order/{reference}/withdrawal: the logged-in customer withdraws from these lines. The
 * answer says what follows (`outcome`, the API's rule; none from an API older than shared 3.19).
 */
export async function withdrawFromOrder(reference: string, lineIds: number[]): Promise<WithdrawalReceiptWithOutcome> {
  return withdrawalReceiptWithOutcomeSchema.parse(
    await api.post(`/order/${reference}/withdrawal`, { body: { line_ids: lineIds } }),
  );
}

/** POST /v1/withdrawal/lookup: an order found by reference + e-mail, without logging in (POST: nothing in the URL). */
export async function lookUpGuestOrder(reference: string, email: string): Promise<GuestOrder> {
  return guestOrderSchema.parse(await api.post('/withdrawal/lookup', { body: { reference, email }, auth: false }));
}

/** POST /v1/withdrawal: the same withdrawal, by reference + e-mail (its answer with `outcome` too). */
export async function withdrawAsGuest(
  reference: string,
  email: string,
  lineIds: number[],
): Promise<WithdrawalReceiptWithOutcome> {
  return withdrawalReceiptWithOutcomeSchema.parse(
    await api.post('/withdrawal', { body: { reference, email, line_ids: lineIds }, auth: false }),
  );
}

const MESSAGES: Record<string, string> = {
  WITHDRAWAL_PERIOD_OVER: 'Le délai de rétractation de cette commande est dépassé.',
  LINE_NOT_WITHDRAWABLE: 'Un article choisi ne peut pas faire l’objet d’une rétractation.',
  WITHDRAWAL_NOT_AVAILABLE: 'Cette commande n’ouvre pas de droit de rétractation.',
  WITHDRAWAL_ORDER_NOT_FOUND:
    'Aucune commande ne correspond à cette référence et à cette adresse e-mail. Vérifiez-les ou contactez-nous.',
};

/** Why a withdrawal call was refused, in French. */
export function withdrawalErrorMessage(error: unknown): string {
  if (isHttpError(error)) {
    if (error.code !== undefined && Object.hasOwn(MESSAGES, error.code)) return MESSAGES[error.code]!;
    if (error.status === 429) return 'Trop de tentatives\u00a0: réessayez dans une minute.';
  }
  return 'Votre demande n’a pas pu être enregistrée. Réessayez, ou écrivez-nous avec le motif «\u00a0Rétractation\u00a0».';
}
