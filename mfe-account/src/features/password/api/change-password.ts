import { api, sessionPort } from '@arbora/shared/api';
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

/** POST /v1/user/change-password: answers a fresh JWT (older ones stop working). */
async function changePassword(body: WithToken | WithCurrent, auth: boolean): Promise<string> {
  return tokenResponseSchema.parse(await api.post('/user/change-password', { body, auth })).token;
}

/** With the e-mailed token (400 ACCOUNT_TOKEN_INVALID when used or expired); no session needed. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: WithToken) => changePassword(body, false), meta: { apiErrors: false } });

/**
 * Logged in, with the current password (400 USER_NOT_AUTHORIZED when wrong). The session keeps
 * going on the new token: the one it held is refused from now on.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (body: WithCurrent) => sessionPort().replaceToken(await changePassword(body, true)),
    meta: { apiErrors: false },
  });
