import { issueMessages, submittedValues, type FormActionResult, type PageAction } from '@arbora/shared/platform';
import { addressFormSchema, type Address, type AddressFormValues, type Customer } from '@arbora/shared/schemas';
import { accountErrorKey } from '../../../lib/error-key';
import { getMe } from '../../../lib/me-query';
import { refusedCall, savedTarget } from '../../../lib/page-forms';
import { bodyOf, deleteAddress, saveAddress, toAddressBody } from './address-mutations';

/*
 * The address book without JavaScript (issue 36): its forms post to the page, whose `pageAction`
 * runs one of these for the session cookie with the calls of the browser's path, then comes back
 * to the address book saying so (Post/Redirect/Get); a refusal renders the page again with the
 * form open, what was typed and the French message.
 */

/** The add / edit form's name in the page's posts (`_action`) and in `?enregistre=` once saved. */
export const ADDRESS_FORM = 'adresse';
/** « Livrer / Facturer ici par défaut »: the address (`id`) and the flag (`defaut`). */
export const DEFAULT_FORM = 'adresse-par-defaut';
/** The confirmed deletion of the address `id`; `?enregistre=` once deleted. */
export const DELETE_FORM = 'suppression-adresse';

/** `?adresse=nouvelle` or `?adresse=<id>`: the page with the form open (a new address, or that one). */
export const OPEN_PARAM = 'adresse';
export const NEW_ADDRESS = 'nouvelle';
/** `?supprimer=<id>`: the page asking to confirm that address's deletion. */
export const DELETE_PARAM = 'supprimer';
/** The address book's heading: the page's links and posts come back to it. */
export const ADDRESS_BOOK_ID = 'account-addresses';

/** The posted value of `defaut`, and the flag it moves onto the address. */
export const DEFAULT_FLAGS = { livraison: 'is_delivery_default', facturation: 'is_invoice_default' } as const;
export type DefaultFlag = (typeof DEFAULT_FLAGS)[keyof typeof DEFAULT_FLAGS];

const TEXTS = [
  'label',
  'civility',
  'firstname',
  'lastname',
  'company',
  'street',
  'street_complement',
  'postcode',
  'city',
  'phone',
] as const;

/** The form's values as react-hook-form holds them, from what the browser posted (or gave back). */
export function addressValues(texts: Record<string, string | string[]>): AddressFormValues {
  const values: Record<string, unknown> = { country: 'FR' };
  for (const name of TEXTS) {
    const text = texts[name];
    values[name] = typeof text === 'string' ? text : '';
  }
  // A ticked box posts `on`, an unticked one nothing.
  values.is_delivery_default = texts.is_delivery_default !== undefined;
  values.is_invoice_default = texts.is_invoice_default !== undefined;
  return values as AddressFormValues;
}

/** The id of the address a post or a link names (a positive whole number), else null. */
export function addressIdOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The customer's address `id`, or null. */
export const addressOf = (customer: Customer, id: unknown): Address | null =>
  customer.addresses.find((address) => address.id === addressIdOf(id)) ?? null;

/** The page again, on the address book, saying which form was saved. */
const savedOnBook = (pathname: string, form: string) => `${savedTarget(pathname, form)}#${ADDRESS_BOOK_ID}`;

/** A post the page cannot read (no address named, an unknown flag): a 400 and the form's message. */
const unreadable = (values: Record<string, string | string[]>): FormActionResult => ({
  status: 400,
  state: { values, errors: {}, message: 'default_form_error_message' },
});

/** A new address (no `id`) or an edited one: the form's schema and body, POST or PUT as the browser. */
export const addressAction: PageAction = async ({ formData, ctx }) => {
  const values = submittedValues(formData);
  const addressId = values.id === undefined ? undefined : addressIdOf(values.id);
  if (addressId === null) return unreadable(values);
  const parsed = addressFormSchema.safeParse(addressValues(values));
  if (!parsed.success) return { status: 422, state: { values, errors: issueMessages(parsed.error.issues) } };
  try {
    const customer = await getMe();
    await saveAddress({ customerId: customer.id, addressId, body: toAddressBody(parsed.data) });
    return { redirect: savedOnBook(ctx.pathname, ADDRESS_FORM) };
  } catch (error) {
    return refusedCall(values, accountErrorKey(error));
  }
};

/** A default flag moved onto a saved address: the address rewritten as it is, with the flag (PUT). */
export const defaultAddressAction: PageAction = async ({ formData, ctx }) => {
  const values = submittedValues(formData);
  const id = addressIdOf(values.id);
  const choice = values.defaut;
  const flag =
    typeof choice === 'string' && Object.hasOwn(DEFAULT_FLAGS, choice)
      ? DEFAULT_FLAGS[choice as keyof typeof DEFAULT_FLAGS]
      : null;
  if (id === null || flag === null) return unreadable(values);
  try {
    const customer = await getMe();
    const address = addressOf(customer, values.id);
    // No longer in the book (deleted in another tab): nothing to move the flag onto.
    if (!address) return refusedCall(values, 'default_form_error_message');
    await saveAddress({ customerId: customer.id, addressId: id, body: bodyOf(address, { [flag]: true }) });
    // The browser's path says the same: the address is saved.
    return { redirect: savedOnBook(ctx.pathname, ADDRESS_FORM) };
  } catch (error) {
    return refusedCall(values, accountErrorKey(error));
  }
};

/** The deletion the customer confirmed (DELETE), as the browser's dialog does. */
export const deleteAddressAction: PageAction = async ({ formData, ctx }) => {
  const values = submittedValues(formData);
  const addressId = addressIdOf(values.id);
  if (addressId === null) return unreadable(values);
  try {
    const customer = await getMe();
    await deleteAddress({ customerId: customer.id, addressId });
    return { redirect: savedOnBook(ctx.pathname, DELETE_FORM) };
  } catch (error) {
    return refusedCall(values, accountErrorKey(error));
  }
};
