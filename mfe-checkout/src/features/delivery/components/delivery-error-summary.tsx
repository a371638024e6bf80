import type { Cart } from '@arbora/shared/schemas';
import { ErrorSummary, type ErrorSummaryItem } from '@arbora/shared/ui/forms';
import { forwardRef } from 'react';
import { ADDRESS_FIELDS } from './address-fields';
import type { DraftErrors } from './order-draft';

/** The ids the summary's links lead to: each refused choice's first control on the step. */
export const STEP_IDS = {
  carrier: (technicalName: string) => `transporteur-${technicalName}`,
  relayPostcode: 'relais-code-postal',
  payment: (technicalName: string) => `paiement-${technicalName}`,
  cgv: 'commande-cgv',
} as const;

/** The address fields' ids are their posted names (address-fields.tsx): `livraison-postcode`. */
const addressItems = (kind: 'livraison' | 'facturation', errors: DraftErrors['delivery']): ErrorSummaryItem[] =>
  ADDRESS_FIELDS.flatMap(({ name, label }) => {
    const message = errors?.[name];
    return message ? [{ id: `${kind}-${name}`, label: `Adresse de ${kind} – ${label}`, message }] : [];
  });

/**
 * What to correct on the delivery step, in the page's order, each a link to its control: the typed
 * addresses' fields, the carrier (its first option), the relay farm (its postcode search), the
 * payment (its first method on offer), the CGV box.
 */
export function stepSummaryItems(errors: DraftErrors, cart: Pick<Cart, 'carriers' | 'payments'>): ErrorSummaryItem[] {
  const items = [...addressItems('livraison', errors.delivery), ...addressItems('facturation', errors.billing)];
  const firstCarrier = cart.carriers[0]?.technical_name;
  if (errors.carrier && firstCarrier)
    items.push({ id: STEP_IDS.carrier(firstCarrier), label: 'Mode de livraison', message: errors.carrier });
  if (errors.relay) items.push({ id: STEP_IDS.relayPostcode, label: 'Ferme relais', message: errors.relay });
  const firstPayment = (cart.payments.find((p) => p.available) ?? cart.payments[0])?.technical_name;
  if (errors.payment && firstPayment)
    items.push({ id: STEP_IDS.payment(firstPayment), label: 'Moyen de paiement', message: errors.payment });
  if (errors.cgv) items.push({ id: STEP_IDS.cgv, label: 'Conditions générales de vente', message: errors.cgv });
  return items;
}

/** « 2 points à corriger avant de commander » (one: « Un point… »). */
export const summaryTitle = (count: number) =>
  count > 1 ? `${count}\u00a0points à corriger avant de commander` : 'Un point à corriger avant de commander';

export interface DeliveryErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** The API's refusal of the order posted without JavaScript (stock, payment…), when no field is refused. */
  failure?: string | null | undefined;
  /** Rendered by the server for a step posted without JavaScript: focused by the browser as the page loads. */
  fromServer: boolean;
}

/**
 * A refused order, at the top of the step (RGAA 11.10, 11.11): what to correct, each a link to its
 * field, and that nothing was ordered. On a phone the refused field is often a screen or more above
 * the order button: the step's script moves the focus here after a refused submit; without
 * JavaScript the browser does as the page loads.
 */
export const DeliveryErrorSummary = forwardRef<HTMLDivElement, DeliveryErrorSummaryProps>(function DeliveryErrorSummary(
  { items, failure, fromServer },
  ref,
) {
  return (
    <ErrorSummary
      ref={ref}
      id="livraison-erreurs"
      fromServer={fromServer}
      title={items.length > 0 ? summaryTitle(items.length) : 'Votre commande n’a pas été passée'}
      message={items.length > 0 ? 'Votre commande n’a pas encore été envoyée.' : failure}
      items={items}
    />
  );
});
