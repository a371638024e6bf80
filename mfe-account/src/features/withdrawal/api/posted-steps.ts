import type { FormActionState } from '@arbora/shared/platform';
import {
  guestOrderSchema,
  type GuestOrder,
  type OrderDetail,
  type WithdrawalReceiptWithOutcome,
} from '@arbora/shared/schemas';
import { FORM_FIELD } from '../../../lib/page-forms';
import type { WithdrawalStart } from '../components/withdrawal-flow';
import { nextOf } from '../next-steps';
import {
  CHOOSE_FORM,
  CONFIRM_FORM,
  CONFIRM_PARAM,
  lineIdsOf,
  LOOKUP_FORM,
  ORDER_VALUE,
  text,
  type LookupField,
} from './withdrawal-actions';

/*
 * Where the withdrawal function starts when the server renders it after a post without JavaScript
 * (withdrawal-actions.ts): from the action's state, or the URL it redirected to.
 */

/** Where a guest is, from the state the page was rendered with: the order found, the step, why refused. */
export interface GuestPosted {
  reference: string;
  email: string;
  order: GuestOrder | null;
  step: 'choose' | 'confirm';
  chosen: number[];
  /** Why the lookup was refused. */
  lookupError: string | null;
  /** The lookup's fields concerned by the refusal, with what each says of itself. */
  lookupFields: Partial<Record<LookupField, string>>;
  /** Why the choice or the confirmation was refused. */
  linesError: string | null;
}

/** The guest's step the state says (null: no guest post). */
export function guestPosted(state: FormActionState | null): GuestPosted | null {
  if (!state) return null;
  const form = text(state.values, FORM_FIELD);
  const raw = text(state.values, ORDER_VALUE);
  let order: GuestOrder | null = null;
  if (raw) {
    try {
      order = guestOrderSchema.parse(JSON.parse(raw));
    } catch {
      order = null;
    }
  }
  const linesError = state.errors.line_ids ?? null;
  const chosen = lineIdsOf(state.values.line_ids);
  // Lines ticked and accepted, or a refused confirmation: the confirmation step.
  const confirming = (form === CHOOSE_FORM && !linesError) || (form === CONFIRM_FORM && chosen.length > 0);
  return {
    reference: text(state.values, 'reference'),
    email: text(state.values, 'email'),
    order,
    step: confirming ? 'confirm' : 'choose',
    chosen,
    lookupError: state.errors[LOOKUP_FORM] ?? state.errors.reference ?? state.errors.email ?? null,
    lookupFields: {
      ...(state.errors.reference ? { reference: state.errors.reference } : {}),
      ...(state.errors.email ? { email: state.errors.email } : {}),
    },
    linesError,
  };
}

/**
 * The acknowledgement of the customer's last withdrawal, read from the order once recorded (the
 * page `?enregistre=retractation` is rendered from the order, as the API's receipt says it), with
 * what follows as the API answered it, carried by the address (`?suite=`, withdrawal-actions.ts):
 * none, or one the API does not answer, leaves the e-mail to say it.
 */
export function lastReceipt(order: OrderDetail, outcome: string | null = null): WithdrawalReceiptWithOutcome | null {
  const withdrawn = order.withdrawal.lines.filter((l) => l.status === 'withdrawn' && l.withdrawn_at);
  const last = withdrawn
    .map((l) => l.withdrawn_at!)
    .sort()
    .at(-1);
  if (!last) return null;
  const lines = withdrawn
    .filter((l) => l.withdrawn_at === last)
    .map((l) => order.cart.list.find((line) => line.id === l.line_id))
    .filter((line) => line !== undefined)
    .map((line) => ({ line_id: line.id, name: line.name, quantity: line.quantity }));
  const next = nextOf(outcome);
  return {
    reference: order.reference,
    withdrawn_at: last,
    lines,
    withdrawal: order.withdrawal,
    ...(next === 'unknown' ? {} : { outcome: next }),
  };
}

/**
 * The customer's order page: its step after a refused post, `?confirmer=`, or
 * `?enregistre=retractation` (`saved`: the form it named as the page opened, lib/page-forms.tsx;
 * `outcome`: its `?suite=`, what follows as the API answered it).
 */
export function customerStart(
  state: FormActionState | null,
  search: URLSearchParams,
  saved: string | null,
  order: OrderDetail,
  outcome: string | null = null,
): WithdrawalStart | undefined {
  const form = state ? text(state.values, FORM_FIELD) : '';
  const error = state?.errors.line_ids ?? null;
  if (form === CHOOSE_FORM) return { step: 'choose', chosen: lineIdsOf(state!.values.line_ids), error };
  if (form === CONFIRM_FORM) return { step: 'confirm', chosen: lineIdsOf(state!.values.line_ids), error };
  const confirming = lineIdsOf(search.getAll(CONFIRM_PARAM));
  if (confirming.length) return { step: 'confirm', chosen: confirming, error: null };
  if (saved === CONFIRM_FORM) {
    const receipt = lastReceipt(order, outcome);
    if (receipt) return { step: 'choose', chosen: [], error: null, receipt };
  }
  return undefined;
}
