import {
  useFormActionState,
  usePageRoute,
  type FormActionResult,
  type FormActionState,
  type PageAction,
} from '@arbora/shared/platform';
import type { MessageKey } from '@arbora/shared/messages/account';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

const OpenedWith = createContext<Readonly<Record<string, string | null>> | null>(null);

/**
 * Around a page that says what became of a form sent without JavaScript through a parameter of the
 * address it comes back to (Post/Redirect/Get: `?enregistre=<form>`, `?envoye=1`), `names`: each is
 * read once, as the page opens, so what it says stays on screen while the page is open, however
 * late a form of the page mounts (`useOutcomeParam`). Once the page is hydrated they leave the
 * address (a replace navigation: the path and the other parameters kept; the hash goes too, the
 * browser already scrolled to it): a reload, a bookmark or a shared link no longer says it again.
 * Without JavaScript the address keeps them, which is how the server knows to say it.
 */
export function OutcomeParams({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const { ctx } = usePageRoute();
  const [opened] = useState(() => Object.fromEntries(names.map((name) => [name, ctx.searchParams.get(name)])));
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (!names.some((name) => search.has(name))) return;
    for (const name of names) search.delete(name);
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true, preventScrollReset: true },
    );
    // Once, when the page is hydrated (or first rendered in the browser).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <OpenedWith value={opened}>{children}</OpenedWith>;
}

/** The value of the parameter `name` as the page opened (`OutcomeParams`), else as in the URL now. */
export function useOutcomeParam(name: string): string | null {
  const opened = useContext(OpenedWith);
  const { ctx } = usePageRoute();
  return opened && name in opened ? (opened[name] ?? null) : ctx.searchParams.get(name);
}

/** The form `?enregistre=` names. */
export const useSavedForm = () => useOutcomeParam(SAVED_PARAM);

const SAVED_NAMES = [SAVED_PARAM];

/** Around a page whose forms come back to `?enregistre=<form>`: see `OutcomeParams`. */
export function SavedFormPage({ children }: { children: ReactNode }) {
  return <OutcomeParams names={SAVED_NAMES}>{children}</OutcomeParams>;
}

/**
 * What the server said of this form posted without JavaScript: its refusal (the values typed and
 * the messages), or that it was saved (the page it redirected to: `useSavedForm`); neither for
 * another form of the page. `action`: where the form posts, the page without its query (a second
 * post after « saved » must not say it again).
 */
export function usePostedForm(name: string): { refused: FormActionState | null; saved: boolean; action: string } {
  const state = useFormActionState();
  const { ctx } = usePageRoute();
  const saved = useSavedForm();
  const refused = state?.values[FORM_FIELD] === name ? state : null;
  return { refused, saved: !state && saved === name, action: ctx.pathname };
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
