import { WITHDRAWAL_OUTCOMES, type WithdrawalOutcome } from '@arbora/shared/schemas';

/**
 * What follows a withdrawal, as the acknowledgement says it: the API's `outcome` (its rule,
 * api/src/withdrawal/rules.ts withdrawalOutcome, which its e-mail says too), read from its answer
 * and never worked out again here; `unknown` when there is none (an API older than shared 3.19):
 * the e-mail says it.
 */
export type WithdrawalNext = WithdrawalOutcome | 'unknown';

/** `?suite=<outcome>`: what follows, carried by the address a withdrawal without JavaScript comes back to. */
export const OUTCOME_PARAM = 'suite';

/** An outcome the API answers (or an address carries), else `unknown`. */
export function nextOf(outcome: string | null | undefined): WithdrawalNext {
  return (WITHDRAWAL_OUTCOMES as readonly string[]).includes(outcome ?? '')
    ? (outcome as WithdrawalOutcome)
    : 'unknown';
}
