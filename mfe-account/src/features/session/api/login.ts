import type { MessageKey } from '@arbora/shared/messages/account';
import { loginBodySchema } from '@arbora/shared/schemas';
import { login } from '@arbora/shared/store';
import { email, required } from '@arbora/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { accountErrorKey } from '../../../lib/error-key';

/**
 * The login form: the body the API validates (POST /v1/user/login; the password is sent as typed,
 * never trimmed), with the username checked as an e-mail address (SPEC 5: required, email).
 * The visitor's cart token is the store's business, not the form's.
 */
export const loginFormSchema = loginBodySchema.omit({ cart_token: true }).extend({ username: required.pipe(email) });

export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * The message a refused login gets (SPEC 8: USER_NOT_AUTHORIZED → incorrect_credentials; too many
 * attempts, 429 RATE_LIMITED per IP and per account → account_rate_limited).
 */
export function loginErrorKey(error: unknown): MessageKey {
  return accountErrorKey(error);
}

/**
 * Logs in through the shared store command, which stores the session, shows login_success or the
 * error toast (not for wrong credentials, which the form announces), and rejects on failure. The shell navigates after a login (SPEC 2.1), not this hook.
 */
export function useLogin() {
  return useMutation({
    // A refusal is shown inline by the form (role=alert): no toast too, so it is announced once.
    mutationFn: ({ username, password }: LoginCredentials) =>
      login(username, password, { silentCodes: ['USER_NOT_AUTHORIZED', 'RATE_LIMITED'] }),
    // Other failures are told by the store command (toast); the form shows them inline as well.
    meta: { apiErrors: false },
  });
}
