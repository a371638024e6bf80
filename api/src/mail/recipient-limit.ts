import type { AuthStateRepository, CounterQueries } from '../repositories/auth-state';

const HOUR = 3600;

/**
 * The allowance of e-mails to one address on requests anyone can make (signup on a taken address,
 * activation resend, password reset): `perHour` in a row, then one an hour. Counted in the database
 * (every replica shares it) by address, whatever the kind of e-mail, so ten signups with someone
 * else's address cannot send them ten e-mails. Resolves false past the allowance: the caller sends
 * nothing and answers as if it had. With `within` (the transaction that stores what the e-mail is
 * about, and queues it), the e-mail is counted only if that transaction commits.
 */
export function createRecipientLimit(authState: AuthStateRepository, perHour: number) {
  const limit = { free: perHour, windowSeconds: HOUR, baseDelaySeconds: HOUR, maxDelaySeconds: HOUR };
  return async (address: string, within?: CounterQueries): Promise<boolean> =>
    (await authState.attempt(`mail-to:${address.trim().toLowerCase()}`, limit, within)).ok;
}
export type RecipientLimit = ReturnType<typeof createRecipientLimit>;
