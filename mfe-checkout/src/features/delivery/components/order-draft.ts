import { t } from '@arbora/shared/messages/checkout';
import type { Address, Cart, Customer, ValidationBody } from '@arbora/shared/schemas';
import type { AddressChoiceValue } from './address-choice';
import { addressErrors, emptyAddress, type AddressErrors, type AddressValues } from './address-fields';
import type { PaymentMethod } from './payment-choice';

export const RELAY_CARRIER = 'relais_ferme';
export const STORE_CARRIER = 'retrait_magasin';

/** What the shopper fills on the delivery step. */
export interface OrderDraft {
  delivery: AddressChoiceValue;
  newDelivery: AddressValues;
  /** « Enregistrer cette adresse »: the typed delivery address is saved to the account with the order. */
  saveDelivery: boolean;
  billingSame: boolean;
  billing: AddressChoiceValue;
  newBilling: AddressValues;
  payment: PaymentMethod | null;
  comment: string;
  cgv: boolean;
}

export interface DraftErrors {
  delivery?: AddressErrors;
  billing?: AddressErrors;
  carrier?: string;
  relay?: string;
  payment?: string;
  cgv?: string;
}

const defaultOf = (addresses: readonly Address[], flag: 'is_delivery_default' | 'is_invoice_default') =>
  (addresses.find((a) => a[flag]) ?? addresses[0])?.id ?? 'new';

/** The customer's default delivery and invoice addresses chosen first; a new one prefilled with the name. */
export function initialDraft(customer: Customer, payment: PaymentMethod | null): OrderDraft {
  const named = {
    ...emptyAddress(),
    firstname: customer.firstname,
    lastname: customer.lastname,
    phone: customer.phone,
  };
  return {
    delivery: defaultOf(customer.addresses, 'is_delivery_default'),
    newDelivery: named,
    saveDelivery: false,
    billingSame: true,
    billing: defaultOf(customer.addresses, 'is_invoice_default'),
    newBilling: named,
    payment,
    comment: '',
    cgv: false,
  };
}

const isEmpty = (errors: AddressErrors) => Object.keys(errors).length === 0;

/** Every rule of the step, checked before anything is sent; null when the draft can be ordered. */
export function draftErrors(draft: OrderDraft, cart: Cart, carrier: string | null): DraftErrors | null {
  const errors: DraftErrors = {};
  if (draft.delivery === 'new') {
    const found = addressErrors(draft.newDelivery);
    if (!isEmpty(found)) errors.delivery = found;
  }
  if (!draft.billingSame && draft.billing === 'new') {
    const found = addressErrors(draft.newBilling);
    if (!isEmpty(found)) errors.billing = found;
  }
  if (!carrier || !cart.carriers.some((c) => c.technical_name === carrier && c.selected)) {
    if (carrier === RELAY_CARRIER) errors.relay = t('checkout_relay_point_required');
    else errors.carrier = t('checkout_carrier_required');
  }
  if (!draft.payment) errors.payment = t('checkout_payment_required');
  else if (!cart.payments.some((p) => p.technical_name === draft.payment && p.available))
    errors.payment = t('checkout_payment_unavailable');
  if (!draft.cgv) errors.cgv = t('checkout_cgv_required');
  return Object.keys(errors).length ? errors : null;
}

/** The body of POST /v1/cart/validation (cart_token and saleplan_id are added by the store). */
export function validationBody(
  draft: OrderDraft,
  relayPointId: number | null,
  storeId: number | null = null,
): Omit<ValidationBody, 'cart_token'> {
  const { firstname, lastname, company, street, street_complement, postcode, city, phone } = draft.newDelivery;
  const typed = (v: AddressValues) => ({ ...v, country: 'FR' as const });
  return {
    payment_method: draft.payment!,
    ...(draft.delivery === 'new'
      ? {
          delivery_address: typed({ firstname, lastname, company, street, street_complement, postcode, city, phone }),
        }
      : { delivery_address_id: draft.delivery }),
    billing_same_as_delivery: draft.billingSame,
    ...(draft.billingSame
      ? {}
      : draft.billing === 'new'
        ? { billing_address: typed(draft.newBilling) }
        : { billing_address_id: draft.billing }),
    ...(relayPointId ? { relay_point_id: relayPointId } : {}),
    ...(storeId ? { store_id: storeId } : {}),
    save_delivery_address: draft.delivery === 'new' && draft.saveDelivery,
    comment: draft.comment.trim(),
    accept_cgv: true,
  };
}
