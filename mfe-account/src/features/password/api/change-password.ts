import { api } from '@arbora/shared/api';
import { tokenResponseSchema } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { accountErrorKey } from '../../../lib/error-key';

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
 * going on the new token: through the /api proxy the browser never sees it (the proxy keeps it in
 * the session cookie, and null comes back); called by the shell server (the form's action without
 * JavaScript), it is returned, for the shell to keep in the cookie. The one it held is refused from now on.
 */
export async function changePassword(body: WithCurrent): Promise<string | null> {
  const answer = tokenResponseSchema.safeParse(await api.post('/user/change-password', { body }));
  return answer.success ? answer.data.token : null;
}

/** Why a password change was refused, in French: a wrong current password has its own message. */
export const changePasswordErrorKey = (error: unknown) =>
  accountErrorKey(error, { USER_NOT_AUTHORIZED: 'account_current_password_wrong' });

export const useChangePassword = () =>
  useMutation({
    mutationFn: async (body: WithCurrent) => void (await changePassword(body)),
    meta: { apiErrors: false },
  });
