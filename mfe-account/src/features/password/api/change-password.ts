import { api } from '@arbora/shared/api';
import { tokenResponseSchema } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';

interface WithToken {
  token: string;
  password: string;
  password_confirmation: string;
}
interface WithCurrent {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** With the e-mailed token (400 ACCOUNT_TOKEN_INVALID when used or expired); no session needed. */
export const useResetPassword = () =>
  useMutation({
    // POST /v1/user/change-password answers a fresh JWT, unused here: the customer then logs in.
    mutationFn: async (body: WithToken) =>
      tokenResponseSchema.parse(await api.post('/user/change-password', { body, auth: false })).token,
    meta: { apiErrors: false },
  });

/**
 * Logged in, with the current password (400 USER_NOT_AUTHORIZED when wrong). The session keeps
 * going on the new token, which the /api proxy keeps in the session cookie (the answer comes without
 * it): the one it held is refused from now on.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (body: WithCurrent) => void (await api.post('/user/change-password', { body })),
    meta: { apiErrors: false },
  });
