import {
  submittedValues,
  type FormActionResult,
  type FormActionState,
  type PageAction,
  type PageActionArgs,
} from '@arbora/shared/platform';
import { guestOrderLookupSchema, withdrawalBodySchema, type GuestOrder } from '@arbora/shared/schemas';
import { validationMessage } from '@arbora/shared/validation';
import { FORM_FIELD, savedTarget } from '../../../lib/page-forms';
import { OUTCOME_PARAM } from '../next-steps';
import { lookUpGuestOrder, withdrawAsGuest, withdrawalErrorMessage, withdrawFromOrder } from './withdrawal-calls';
import { isHttpError } from '@arbora/shared/errors';

/*
 * The withdrawal function without JavaScript (issue 36): the same steps as the browser's (find the
 * order, choose the lines with « Renoncer au contrat ici », « Confirmer la rétractation »), each a
 * POST to the page whose `pageAction` runs one of these, then a 303 to the acknowledgement
 * (`?enregistre=retractation`, with `&suite=<outcome>`: what follows, as the API answered it). The
 * guest's reference and e-mail travel in the forms' bodies only,
 * never in a URL: the guest's steps are the page rendered again with the action's state (the
 * platform's only way back to a page without a URL), whose `values` carry the order found (ORDER_VALUE).
 */

/** The guest's lookup (reference + e-mail); posted again by « Revenir au choix des articles ». */
export const LOOKUP_FORM = 'commande';
/** « Renoncer au contrat ici »: the lines ticked (`line_ids`). */
export const CHOOSE_FORM = 'choix-retractation';
/** « Confirmer la rétractation »: the lines chosen; `?enregistre=` once recorded. */
export const CONFIRM_FORM = 'retractation';
/** `?confirmer=<line id>` (one per line): the customer's order page at the confirmation step. */
export const CONFIRM_PARAM = 'confirmer';
/** The order page's withdrawal heading: its posts come back to it. */
export const WITHDRAWAL_ID = 'commande-retractation';
/** In a guest's state: the order found (JSON of the API's answer), for the page to show its lines. */
export const ORDER_VALUE = '_commande';

export const EMPTY_LOOKUP = 'Indiquez la référence de la commande et votre adresse e-mail.';
export const NOTHING_CHOSEN = 'Choisissez au moins un article.';

/** The lookup's two fields, marked invalid (aria-invalid, described by the message) when concerned. */
export type LookupField = 'reference' | 'email';

/** A refused lookup: the message under the fields, and what each field concerned says of itself. */
export interface LookupRefusal {
  message: string;
  fields: Partial<Record<LookupField, string>>;
}

/** The order found by neither: both fields are to check. */
const NOT_FOUND_FIELDS = { reference: 'Référence à vérifier.', email: 'Adresse e-mail à vérifier.' };

/** Why a reference and e-mail cannot be looked up (the API's schema, French), or null. */
export function lookupProblem(reference: string, email: string): LookupRefusal | null {
  if (!reference.trim() || !email.trim())
    return {
      message: EMPTY_LOOKUP,
      fields: {
        ...(reference.trim() ? {} : { reference: 'Indiquez la référence de la commande.' }),
        ...(email.trim() ? {} : { email: 'Indiquez votre adresse e-mail.' }),
      },
    };
  const parsed = guestOrderLookupSchema.safeParse({ reference, email });
  if (parsed.success) return null;
  const fields: Partial<Record<LookupField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'reference' || field === 'email') && !fields[field])
      fields[field] = validationMessage(issue.message) ?? EMPTY_LOOKUP;
  }
  const count = Object.keys(fields).length;
  return { message: count > 1 ? 'Vérifiez les champs signalés.' : 'Vérifiez le champ signalé.', fields };
}

/** The API refused the lookup: an order found by neither marks both fields, a refusal of another kind none. */
export function lookupRefusal(error: unknown): LookupRefusal {
  const notFound = isHttpError(error) && error.code === 'WITHDRAWAL_ORDER_NOT_FOUND';
  return { message: withdrawalErrorMessage(error), fields: notFound ? NOT_FOUND_FIELDS : {} };
}

/** The line ids a post or a URL names (`line_ids`, `confirmer`): whole positive numbers only. */
export function lineIdsOf(value: string | string[] | undefined | null): number[] {
  const texts = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  return texts.filter((text) => /^[1-9]\d{0,9}$/.test(text)).map(Number);
}

export const text = (values: FormActionState['values'], name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

/** A refused step: the page again with what was posted and why (French), under `field`. */
function refused(
  values: FormActionState['values'],
  field: 'reference' | 'line_ids',
  message: string,
  error?: unknown,
): FormActionResult {
  const limited = isHttpError(error) && error.status === 429;
  return { status: limited ? 429 : 422, state: { values, errors: { [field]: message } } };
}

/**
 * A refused lookup: the page again with what was typed, the message (under LOOKUP_FORM) and what
 * each field concerned says (under its name), for the page to mark those fields.
 */
function refusedLookup(values: FormActionState['values'], refusal: LookupRefusal, error?: unknown): FormActionResult {
  const limited = isHttpError(error) && error.status === 429;
  return {
    status: limited ? 429 : 422,
    state: { values, errors: { [LOOKUP_FORM]: refusal.message, ...refusal.fields } },
  };
}

/**
 * The acknowledgement's address (Post/Redirect/Get): the page, saying the withdrawal is recorded,
 * and what follows as the API answered it (`&suite=order_cancelled`…; none from an older API).
 * One of four words and nothing else: no reference, no e-mail, nothing that finds an order, so
 * the guest's acknowledgement, which anyone may open, reads only what its address says.
 */
export const recordedTarget = (pathname: string, outcome: string | undefined) =>
  `${savedTarget(pathname, CONFIRM_FORM)}${outcome ? `&${OUTCOME_PARAM}=${encodeURIComponent(outcome)}` : ''}`;

/** The order page again at the withdrawal, saying it is recorded and what follows. */
export const withdrawnTarget = (pathname: string, outcome?: string) =>
  `${recordedTarget(pathname, outcome)}#${WITHDRAWAL_ID}`;

/** The customer's order: « Renoncer au contrat ici » goes to the confirmation step (a GET). */
const chooseAction = ({ formData, ctx }: PageActionArgs): FormActionResult => {
  const values = submittedValues(formData);
  const parsed = withdrawalBodySchema.safeParse({ line_ids: lineIdsOf(values.line_ids) });
  if (!parsed.success) return refused(values, 'line_ids', NOTHING_CHOSEN);
  const query = new URLSearchParams(parsed.data.line_ids.map((id) => [CONFIRM_PARAM, String(id)]));
  return { redirect: `${ctx.pathname}?${query}#${WITHDRAWAL_ID}` };
};

/** The customer's order: « Confirmer la rétractation » (the bearer is the session's). */
const confirmAction = async ({ formData, params, ctx }: PageActionArgs): Promise<FormActionResult> => {
  const values = submittedValues(formData);
  const parsed = withdrawalBodySchema.safeParse({ line_ids: lineIdsOf(values.line_ids) });
  if (!parsed.success || !params.slug) return refused(values, 'line_ids', NOTHING_CHOSEN);
  try {
    const receipt = await withdrawFromOrder(params.slug, parsed.data.line_ids);
    return { redirect: withdrawnTarget(ctx.pathname, receipt.outcome) };
  } catch (error) {
    return refused(values, 'line_ids', withdrawalErrorMessage(error), error);
  }
};

/**
 * A guest's step: the order looked up again from the posted reference and e-mail (the page needs
 * its lines; the API limits the pair as a credential), then `next` with it.
 */
async function guestStep(
  values: FormActionState['values'],
  field: 'reference' | 'line_ids',
  next: (order: GuestOrder, email: string) => Promise<FormActionResult> | FormActionResult,
): Promise<FormActionResult> {
  const reference = text(values, 'reference');
  const email = text(values, 'email');
  const problem = lookupProblem(reference, email);
  if (problem) return refusedLookup(values, problem);
  const lookup = guestOrderLookupSchema.parse({ reference, email });
  let order: GuestOrder;
  try {
    order = await lookUpGuestOrder(lookup.reference, lookup.email);
  } catch (error) {
    return refusedLookup(values, lookupRefusal(error), error);
  }
  const withOrder = { ...values, [ORDER_VALUE]: JSON.stringify(order) };
  try {
    return await next(order, lookup.email);
  } catch (error) {
    return refused(withOrder, field, withdrawalErrorMessage(error), error);
  }
}

/**
 * The guest's next step, shown by the page rendered again with the order: the platform renders a
 * page from a POST only with a refusal's status (there is no 200 for « here is the next step »), so
 * these answer 422 « not complete yet ».
 */
const nextStep = (values: FormActionState['values'], order: GuestOrder): FormActionResult => ({
  status: 422,
  state: { values: { ...values, [ORDER_VALUE]: JSON.stringify(order) }, errors: {} },
});

const guestActions: Readonly<Record<string, PageAction>> = {
  // Found: the lines to choose.
  [LOOKUP_FORM]: async ({ formData }) => {
    const values = submittedValues(formData);
    return guestStep(values, 'reference', (order) => nextStep(values, order));
  },
  // Lines ticked: the confirmation step; none: the lines again with the message.
  [CHOOSE_FORM]: async ({ formData }) => {
    const values = submittedValues(formData);
    return guestStep(values, 'line_ids', (order) => {
      const parsed = withdrawalBodySchema.safeParse({ line_ids: lineIdsOf(values.line_ids) });
      if (!parsed.success)
        return refused({ ...values, [ORDER_VALUE]: JSON.stringify(order) }, 'line_ids', NOTHING_CHOSEN);
      return nextStep(values, order);
    });
  },
  // Confirmed: recorded, then the acknowledgement (nothing of the order in its URL: what follows only).
  [CONFIRM_FORM]: async ({ formData, ctx }) => {
    const values = submittedValues(formData);
    return guestStep(values, 'line_ids', async (order, email) => {
      const parsed = withdrawalBodySchema.safeParse({ line_ids: lineIdsOf(values.line_ids) });
      if (!parsed.success)
        return refused({ ...values, [ORDER_VALUE]: JSON.stringify(order) }, 'line_ids', NOTHING_CHOSEN);
      const receipt = await withdrawAsGuest(order.reference, email, parsed.data.line_ids);
      return { redirect: recordedTarget(ctx.pathname, receipt.outcome) };
    });
  },
};

const customerActions: Readonly<Record<string, PageAction>> = {
  [CHOOSE_FORM]: async (args) => chooseAction(args),
  [CONFIRM_FORM]: confirmAction,
};

/**
 * The order page's action: `/mes-commandes/{ref}` (the session's customer) or `/retractation`
 * (the guest), the form the post names (`_action`), else a 400.
 */
export const withdrawalPageAction: PageAction = async (args) => {
  const actions = args.params.slug ? customerActions : guestActions;
  const form = args.formData.get(FORM_FIELD);
  const action = typeof form === 'string' && Object.hasOwn(actions, form) ? actions[form] : undefined;
  if (!action) return { status: 400, state: { values: {}, errors: {}, message: 'default_form_error_message' } };
  return action(args);
};
