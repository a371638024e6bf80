import { useQueryClient } from '@tanstack/react-query';
import type { PageContext, PageParams } from './page-contract';
import { usePageRoute } from './page-route';

/**
 * The form action contract (docs/remote-team-guide.md, « Form actions »): how a form works before
 * and without JavaScript, as React Router's framework-mode actions do.
 *
 * A page module that shows a form exports, beside its default component, `pageAction`. Its form is
 * a `<form method="post">` posting to the page's own URL with a `<FormToken />` inside (except the
 * cart's forms: see `FormToken`). The shell server answers that POST: it checks the origin and the
 * token (CSRF), parses the body (urlencoded or multipart) into a `FormData`, and calls `pageAction`
 * in the page's server build with the API configured for that request. The action validates with the SAME zod schema as the
 * browser, calls the API, then either redirects (the shell answers 303: Post/Redirect/Get) or
 * gives the form's state back (the shell renders the page again with that state and the status).
 * With JavaScript, the form's submit handler calls `preventDefault` and nothing of this runs.
 */

/** The hidden field that carries the visitor's anti-CSRF token. */
export const FORM_TOKEN_FIELD = '_csrf';

/**
 * What `<FormToken />` renders as its value; the shell server puts the visitor's token in its place
 * in every HTML answer (a cached page is shared, the token is not).
 */
export const FORM_TOKEN_PLACEHOLDER = '__arbora_form_token__';

/** A refused submission, as the page shows it again: never a password. */
export interface FormActionState {
  /** what was typed, by field name (several values for a group of checkboxes) */
  values: Record<string, string | string[]>;
  /** the message of each refused field: a message key (`validationMessage` shows it) or French text */
  errors: Record<string, string>;
  /** a message key for the whole form (« Certaines informations ont été refusées… ») */
  message?: string;
}

/** The session a login action opened: the shell keeps its token in an HttpOnly cookie. */
export interface FormActionSession {
  token: string;
}

export type FormActionResult =
  /**
   * Success: the confirmation the JavaScript flow reaches (a site path). `cartToken`: the cart the
   * action made or changed, which the shell keeps in the visitor's cart cookie.
   */
  | { redirect: string; session?: FormActionSession; cartToken?: string }
  /** Refusal: 422 for rules of the form, 400 for a request it cannot read. */
  | { status: 400 | 422 | 429 | 503; state: FormActionState };

export interface PageActionArgs {
  /** The submitted fields (files as `File`), the token field included. */
  formData: FormData;
  params: PageParams;
  ctx: PageContext;
  /** The visitor's cart token, from the cart cookie (null: no cart yet). */
  cartToken?: string | null;
}

/** A page module's server action: its form's POST without JavaScript. */
export type PageAction = (args: PageActionArgs) => Promise<FormActionResult>;

/** Field names whose value is never sent back into a page. */
const SECRET_FIELD = /password|mot_de_passe|^_csrf$/i;

/**
 * The values of a submission worth showing again: text only (files cannot be put back), the
 * token and every password left out.
 */
export function submittedValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (SECRET_FIELD.test(name)) continue;
    const texts = formData.getAll(name).filter((value): value is string => typeof value === 'string');
    if (texts.length === 1) values[name] = texts[0]!;
    else if (texts.length > 1) values[name] = texts;
  }
  return values;
}

/**
 * The first message of each refused field of a zod result (`safeParse(...).error.issues`), as the
 * browser's resolver shows them: a form action gives these back in its state.
 */
export function issueMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** The query key under which the server render carries a refused submission to the page (and its hydration). */
export const formActionKey = (pathname: string) => ['arbora', 'form-action', pathname] as const;

/**
 * The refused submission the server rendered this page with (no JavaScript), or null. The shell
 * server puts it in the page's query cache, so the browser's first render sees the same state.
 */
export function useFormActionState(): FormActionState | null {
  const client = useQueryClient();
  const { ctx } = usePageRoute();
  return client.getQueryData<FormActionState>(formActionKey(ctx.pathname)) ?? null;
}

/**
 * The anti-CSRF hidden field of a form that posts to the shell (the server writes its value). Every
 * form with personal data or a session has one (login, signup, password, the contact and quote
 * forms, the account); the page that shows it is then the visitor's own (`private, no-store`).
 * The cart's forms (add to cart, a line's quantity or removal, the promotion code) have none: the
 * shell guards their page's action by its Origin alone, so a product page stays public, and the
 * cart cookie is SameSite (shell/server/form-actions/guard.ts). Such a form never asks for
 * personal data.
 */
export function FormToken() {
  // The browser never changes the server's value on hydration: the placeholder stays server-side.
  return <input type="hidden" name={FORM_TOKEN_FIELD} defaultValue={FORM_TOKEN_PLACEHOLDER} suppressHydrationWarning />;
}
