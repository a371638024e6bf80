import type { FormActionState } from '@arbora/shared/platform';
import type { AddressChoiceValue } from './address-choice';
import { ADDRESS_FIELDS, emptyAddress, type AddressErrors, type AddressValues } from './address-fields';
import type { DraftErrors, OrderDraft } from './order-draft';
import type { PaymentMethod } from './payment-choice';

/**
 * The delivery step's form as the browser posts it without JavaScript (issue 36): one name per
 * field, read back by the page's action (order-action.ts) and, on a refusal, by the form again.
 */
export const FIELDS = {
  delivery: 'adresse-livraison',
  billing: 'adresse-facturation',
  saveDelivery: 'enregistrer_adresse',
  billingSame: 'facturation_identique',
  carrier: 'transporteur',
  relay: 'ferme_relais',
  /** The postcode the relay farms are searched near (never in a URL: posted with the form). */
  relayPostcode: 'relais_code_postal',
  store: 'magasin',
  comment: 'comment',
  payment: 'paiement',
  cgv: 'cgv',
  /** The order attempt's Idempotency-Key, written by the server: the same form posted twice orders once. */
  key: 'cle_commande',
  /** The button pressed when it is not « Commander » (`SEARCH_INTENT`, `SHOW_ALL_INTENT`). */
  intent: '_action',
  /** Not a field: where a refusal of the API (stock, payment…) is said. */
  failure: 'commande',
} as const;

/**
 * « Rechercher » (the relay farms of a postcode, the stores near the delivery address) posted
 * without JavaScript: the step again with those lists and everything typed, nothing ordered.
 */
export const SEARCH_INTENT = 'rechercher';
/** « Afficher les N fermes relais / magasins » posted without JavaScript: the same, every one listed. */
export const SHOW_ALL_INTENT = 'tout-afficher';

/** A field of a typed address: `livraison-street`, `facturation-city`. */
export const addressField = (kind: 'livraison' | 'facturation', field: string) => `${kind}-${field}`;

type Posted = FormActionState['values'];

export const postedText = (values: Posted, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

export const postedId = (values: Posted, name: string): number | null => {
  const number = Number(postedText(values, name));
  return Number.isInteger(number) && number > 0 ? number : null;
};

// A saved address by its id, else a new one.
const choice = (values: Posted, name: string): AddressChoiceValue => postedId(values, name) ?? 'new';

const address = (values: Posted, kind: 'livraison' | 'facturation'): AddressValues => {
  const typed = emptyAddress();
  for (const { name } of ADDRESS_FIELDS) typed[name] = postedText(values, addressField(kind, name));
  return typed;
};

/** What was posted, as the form's draft (a ticked box posts `on`, an unticked one nothing). */
export function postedDraft(values: Posted): OrderDraft {
  const payment = postedText(values, FIELDS.payment);
  return {
    delivery: choice(values, FIELDS.delivery),
    newDelivery: address(values, 'livraison'),
    saveDelivery: values[FIELDS.saveDelivery] !== undefined,
    billingSame: values[FIELDS.billingSame] !== undefined,
    billing: choice(values, FIELDS.billing),
    newBilling: address(values, 'facturation'),
    payment: payment ? (payment as PaymentMethod) : null,
    comment: typeof values[FIELDS.comment] === 'string' ? (values[FIELDS.comment] as string) : '',
    cgv: values[FIELDS.cgv] !== undefined,
  };
}

const flatAddress = (kind: 'livraison' | 'facturation', errors: AddressErrors | undefined) =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [addressField(kind, field), message]));

/** The step's refusals by posted field name (the action's state). */
export function postedErrors(errors: DraftErrors): Record<string, string> {
  const flat: Record<string, string | undefined> = {
    ...flatAddress('livraison', errors.delivery),
    ...flatAddress('facturation', errors.billing),
    [FIELDS.carrier]: errors.carrier,
    [FIELDS.relay]: errors.relay,
    [FIELDS.payment]: errors.payment,
    [FIELDS.cgv]: errors.cgv,
  };
  return Object.fromEntries(Object.entries(flat).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

const addressErrorsOf = (kind: 'livraison' | 'facturation', errors: Record<string, string>): AddressErrors => {
  const found: AddressErrors = {};
  for (const { name } of ADDRESS_FIELDS) {
    const message = errors[addressField(kind, name)];
    if (message) found[name] = message;
  }
  return found;
};

/** The action's refusals as the form shows them. */
export function draftErrorsOf(errors: Record<string, string>): DraftErrors {
  const found: DraftErrors = {
    delivery: addressErrorsOf('livraison', errors),
    billing: addressErrorsOf('facturation', errors),
  };
  if (errors[FIELDS.carrier]) found.carrier = errors[FIELDS.carrier];
  if (errors[FIELDS.relay]) found.relay = errors[FIELDS.relay];
  if (errors[FIELDS.payment]) found.payment = errors[FIELDS.payment];
  if (errors[FIELDS.cgv]) found.cgv = errors[FIELDS.cgv];
  return found;
}
