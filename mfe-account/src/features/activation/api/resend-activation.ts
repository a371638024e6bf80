import { api } from '@arbora/shared/api';
import { sentResponseSchema } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /v1/user/activation/resend: always `{ sent: true }`; only an account still waiting for
 * activation gets a new link (its older links stop working).
 */
export async function resendActivation(username: string): Promise<void> {
  sentResponseSchema.parse(await api.post('/user/activation/resend', { body: { username }, auth: false }));
}

/** The form tells the outcome itself: no toast. */
export const useResendActivation = () => useMutation({ mutationFn: resendActivation, meta: { apiErrors: false } });
