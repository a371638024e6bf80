import { api } from '@arbora/shared/api';
import { sentResponseSchema } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /v1/user/rewind: always `{ sent: true }`, whether or not the account exists. Following its
 * link also activates a pending account, so it is the "new e-mail" of an expired activation link.
 */
export async function requestPasswordReset(username: string): Promise<void> {
  sentResponseSchema.parse(await api.post('/user/rewind', { body: { username }, auth: false }));
}

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { apiErrors: false } });
