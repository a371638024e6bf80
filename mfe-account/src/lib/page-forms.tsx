import {
  useFormActionState,
  usePageRoute,
  type FormActionResult,
  type FormActionState,
  type PageAction,
} from '@arbora/shared/platform';
import type { MessageKey } from '@arbora/shared/messages/account';

/**
 * A page with several forms and one `pageAction` (`/mes-informations-personnelles`: the profile,
 * the password, the address book): each form names itself in this hidden field, the action runs
 * that form's rules, and a refusal comes back to that form only.
 */
export const FORM_FIELD = '_action';

/** `?enregistre=<form>`: the page a form saved without JavaScript comes back to (Post/Redirect/Get). */
export const SAVED_PARAM = 'enregistre';

/** The confirmation a form saved without JavaScript redirects to: the page, saying which form was saved. */
export const savedTarget = (pathname: string, form: string) => `${pathname}?${SAVED_PARAM}=${form}`;

/**
 * A form posted without JavaScript that the API refused: the form again with what was typed and
 * the French message of the refusal (429 when the API limits the visitor, 422 otherwise).
 */
export function refusedCall(values: FormActionState['values'], message: MessageKey): FormActionResult {
  return { status: message === 'account_rate_limited' ? 429 : 422, state: { values, errors: {}, message } };
}

/** The hidden field that names the posted form. */
export function FormName({ name }: { name: string }) {
  return <input type="hidden" name={FORM_FIELD} value={name} />;
}

/**
 * What the server said of this form posted without JavaScript: its refusal (the values typed and
 * the messages), or that it was saved (the page it redirected to); neither for another form of the
 * page. `action`: where the form posts, the page without its query (a second post after « saved »
 * must not say it again).
 */
export function usePostedForm(name: string): { refused: FormActionState | null; saved: boolean; action: string } {
  const state = useFormActionState();
  const { ctx } = usePageRoute();
  const refused = state?.values[FORM_FIELD] === name ? state : null;
  return { refused, saved: !state && ctx.searchParams.get(SAVED_PARAM) === name, action: ctx.pathname };
}

/**
 * The `pageAction` of a page with several forms: the action of the form the post names, else a 400
 * (a post no form of the page makes).
 */
export function pageFormsAction(actions: Readonly<Record<string, PageAction>>): PageAction {
  return async (args) => {
    const form = args.formData.get(FORM_FIELD);
    const action = typeof form === 'string' && Object.hasOwn(actions, form) ? actions[form] : undefined;
    if (!action) return { status: 400, state: { values: {}, errors: {}, message: 'default_form_error_message' } };
    return action(args);
  };
}
