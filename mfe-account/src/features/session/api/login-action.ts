import { api } from '@arbora/shared/api';
import { issueMessages, submittedValues, type PageAction } from '@arbora/shared/platform';
import type { LoginResponse } from '@arbora/shared/store';
import { loginErrorKey, loginFormSchema } from './login';
import { refusedCall } from '../../../lib/page-forms';

export const LOGIN_PATH = '/connexion';

const SITE = 'http://site.invalid';

/**
 * `target` when it is a path of this site as a browser reads it, else null: « //ailleurs.example »,
 * a backslash (read as a slash) or a tab or newline (dropped) before the second slash lead to another
 * site. The rule of the shell's guard (isLocalPath), here for the login posted without JavaScript.
 */
export function sitePath(target: string | null): string | null {
  if (!target?.startsWith('/')) return null;
  try {
    const url = new URL(target, SITE);
    return url.origin === SITE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Where a login goes: `?redirect=` when it is a path of this site, else home (SPEC 2.1, as the shell does). */
export function afterLoginTarget(search: URLSearchParams): string {
  return sitePath(search.get('redirect')) ?? '/';
}

/** The login form's action (`/connexion?redirect=…`): the page it is shown on comes back after it. */
export function loginActionUrl(pathname: string, search: URLSearchParams): string {
  if (pathname === LOGIN_PATH) return search.size ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
  const back = search.size ? `${pathname}?${search}` : pathname;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The login form posted without JavaScript: the same schema and API call as `login`, then the
 * page the JavaScript flow goes to, with the session for the shell's HttpOnly cookie; a refusal
 * gives the form back with the e-mail (never the password) and the same French message. As the
 * store's `login` does, it hands the API the visitor's cart (the cart cookie's token) to attach to
 * the account, and keeps the cart the API answers (the customer's open cart, merged) in the cookie:
 * a guest sent to log in by « Commander » finds that cart on the delivery step.
 */
export const loginAction: PageAction = async ({ formData, ctx, cartToken }) => {
  const values = submittedValues(formData);
  const parsed = loginFormSchema.safeParse({
    username: text(formData, 'username'),
    password: text(formData, 'password'),
  });
  if (!parsed.success) return { status: 422, state: { values, errors: issueMessages(parsed.error.issues) } };
  try {
    const body = { ...parsed.data, ...(cartToken ? { cart_token: cartToken } : {}) };
    const response = await api.post<LoginResponse>('/user/login', { body, auth: false });
    return {
      redirect: afterLoginTarget(ctx.searchParams),
      session: { token: response.token },
      ...(response.cart_token ? { cartToken: response.cart_token } : {}),
    };
  } catch (error) {
    return refusedCall(values, loginErrorKey(error));
  }
};
