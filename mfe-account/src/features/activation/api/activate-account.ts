import { api } from '@arbora/shared/api';
import { activateResponseSchema } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/customer/activate with the e-mailed token (single use, 7 days; 400 ACCOUNT_TOKEN_INVALID). */
export async function activateAccount(token: string): Promise<{ email: string }> {
  return activateResponseSchema.parse(await api.post('/customer/activate', { body: { token }, auth: false }));
}

/** The page tells the outcome itself: no toast. */
export const useActivateAccount = () => useMutation({ mutationFn: activateAccount, meta: { apiErrors: false } });
