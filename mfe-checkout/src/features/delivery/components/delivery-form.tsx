import { t } from '@arbora/shared/messages/checkout';
import type { Cart, Customer } from '@arbora/shared/schemas';
import { chooseCarrier, setCartSelection, useCart } from '@arbora/shared/store';
import { Button, Link } from '@arbora/shared/ui';
import { Checkbox, Textarea } from '@arbora/shared/ui/forms';
import { FormToken, useFormActionState, useHydrated, usePageRoute } from '@arbora/shared/platform';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Notice, Panel } from '../../../components/panels';
import { errorText, euros, INLINE_CODES } from '../../../lib/cart';
import { AddressChoice } from './address-choice';
import { addressFieldError, type AddressField } from './address-fields';
import { CarrierChoice } from './carrier-choice';
import { DeliveryErrorSummary, STEP_IDS, stepSummaryItems } from './delivery-error-summary';
import {
  draftErrors,
  initialDraft,
  RELAY_CARRIER,
  STORE_CARRIER,
  validationBody,
  type DraftErrors,
  type OrderDraft,
} from './order-draft';
import { isPayable, PaymentChoice, type PaymentMethod } from './payment-choice';
import {
  draftErrorsOf,
  FIELDS,
  postedDraft,
  postedId,
  postedText,
  SEARCH_INTENT,
  SHOW_ALL_INTENT,
} from './posted-draft';
import { RelayFarmPicker } from './relay-farm-picker';
import { StorePicker } from './store-picker';
import { useOrderSubmit } from './use-order-submit';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// Until its script runs (and without JavaScript) the billing address is in the page, shown only
// while « identique à l’adresse de livraison » is unticked.
const AddressPanel = styled(Panel)`
  &:has(input[name='${FIELDS.billingSame}']:checked) [data-billing] {
    display: none;
  }
`;

// Until its script runs (and without JavaScript) the relay farm and store pickers are in the page,
// each shown only while its carrier is ticked.
const CarrierPanel = styled(Panel)`
  &:not(:has(input[name='${FIELDS.carrier}'][value='${RELAY_CARRIER}']:checked)) [data-carrier='${RELAY_CARRIER}'],
  &:not(:has(input[name='${FIELDS.carrier}'][value='${STORE_CARRIER}']:checked)) [data-carrier='${STORE_CARRIER}'] {
    display: none;
  }
`;

/** One key per order attempt (the API's Idempotency-Key). */
const newOrderKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const Payable = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.heading};
`;

export interface DeliveryFormProps {
  customer: Customer;
  cart: Cart;
}

/**
 * The delivery step: addresses, carrier (relay farm), comment, payment, CGV, and the order button.
 * Without JavaScript the browser posts it to the page, whose `pageAction` orders (order-action.ts);
 * a refusal comes back here with what was typed and the messages (`useFormActionState`).
 */
export function DeliveryForm({ customer, cart }: DeliveryFormProps) {
  const { ctx } = usePageRoute();
  const refused = useFormActionState();
  // The choices kept in this browser (payment, store) are unknown to the server: a form the server
  // rendered takes them once hydrated, so its first browser render is the server's HTML.
  const hydrated = useHydrated();
  const [keptApplied] = useState(hydrated);
  const storedPayment = useCart((state) => state.selections.payment_method);
  // A method kept from an earlier visit counts only if this cart's total still qualifies for it.
  const keptPayment = isPayable(cart.payments, storedPayment as PaymentMethod)
    ? (storedPayment as PaymentMethod)
    : null;
  const [draft, setDraft] = useState<OrderDraft>(() =>
    refused ? postedDraft(refused.values) : initialDraft(customer, keptApplied ? keptPayment : null),
  );
  const [errors, setErrors] = useState<DraftErrors>(() => (refused ? draftErrorsOf(refused.errors) : {}));
  // What the server refused (the API's answer), until the browser's own first submit.
  const [serverFailure, setServerFailure] = useState(refused?.errors[FIELDS.failure] ?? null);
  // What to correct, as of the last submit (the server's, then the browser's), at the top of the step.
  const [summary, setSummary] = useState(() => (refused ? stepSummaryItems(draftErrorsOf(refused.errors), cart) : []));
  const summaryRef = useRef<HTMLDivElement>(null);
  // Bumped by each refused submit in the browser: the summary takes the focus (the field may be a screen above).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);
  // The same attempt posted again (a refusal, a double submit) keeps its key: one order.
  const [orderKey] = useState(() => (refused ? postedText(refused.values, FIELDS.key) : '') || newOrderKey());
  const selected = cart.carriers.find((c) => c.selected)?.technical_name ?? null;
  const [carrier, setCarrier] = useState<string | null>(() =>
    refused ? postedText(refused.values, FIELDS.carrier) || selected : selected,
  );
  const [carrierBusy, setCarrierBusy] = useState(false);
  // The farm shows as chosen at once; the cart's answer confirms it (or a refusal puts it back).
  const [relayChoice, setRelayChoice] = useState<number | null>(
    (refused && postedId(refused.values, FIELDS.relay)) ?? cart.relay_point_id,
  );
  const storedStore = useCart((state) => state.selections.store_id);
  const keptStore = typeof storedStore === 'number' ? storedStore : null;
  const [storeChoice, setStoreChoice] = useState<number | null>(
    (refused && postedId(refused.values, FIELDS.store)) ?? (keptApplied ? keptStore : null),
  );
  useEffect(() => {
    if (keptApplied || !hydrated || refused) return;
    setDraft((d) => (d.payment === null ? { ...d, payment: keptPayment } : d));
    setStoreChoice((choice) => choice ?? keptStore);
    // Once, when the server's form comes to life: later changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const { submit, sending, failure } = useOrderSubmit();

  const update = (patch: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const fieldHandlers = (kind: 'delivery' | 'billing') => {
    const valuesKey = kind === 'delivery' ? 'newDelivery' : 'newBilling';
    return {
      values: draft[valuesKey],
      errors: errors[kind] ?? {},
      onChange: (field: AddressField, value: string) =>
        setDraft((d) => ({ ...d, [valuesKey]: { ...d[valuesKey], [field]: value } })),
      onBlur: (field: AddressField) =>
        setErrors((e) => ({
          ...e,
          [kind]: { ...e[kind], [field]: addressFieldError(field, draft[valuesKey][field]) },
        })),
    };
  };

  const choose = async (name: string, relayPointId?: number) => {
    setCarrier(name);
    setErrors(({ carrier: _c, relay: _r, ...rest }) => rest);
    if (name === RELAY_CARRIER && relayPointId === undefined) return; // the farm comes first
    if (relayPointId !== undefined) setRelayChoice(relayPointId);
    setCarrierBusy(true);
    try {
      await chooseCarrier(name, relayPointId, { silentCodes: INLINE_CODES });
    } catch (error) {
      setRelayChoice(cart.relay_point_id);
      setErrors((e) => ({ ...e, [name === RELAY_CARRIER ? 'relay' : 'carrier']: errorText(error) }));
    } finally {
      setCarrierBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setServerFailure(null);
    const found = draftErrors(draft, cart, carrier);
    setErrors(found ?? {});
    setSummary(found ? stepSummaryItems(found, cart) : []);
    if (found) return setRefusals((n) => n + 1);
    void submit(
      validationBody(
        draft,
        carrier === RELAY_CARRIER ? relayChoice : null,
        carrier === STORE_CARRIER ? storeChoice : null,
      ),
    );
  };

  // The server's refusal of an order posted without JavaScript is said at the top, where its page opens.
  const summaryFailure = serverFailure && summary.length === 0 ? serverFailure : null;
  const defaultPostcode =
    customer.addresses.find((a) => a.id === draft.delivery)?.postcode ?? draft.newDelivery.postcode;
  // The postcode searched without JavaScript (« Rechercher »), else the delivery address's.
  const relayPostcode = (refused && postedText(refused.values, FIELDS.relayPostcode)) || defaultPostcode;
  // « Afficher les N … » posted without JavaScript: every farm and store listed.
  const showAll = refused ? postedText(refused.values, FIELDS.intent) === SHOW_ALL_INTENT : false;
  // The step given back after a search or « Afficher les N … » posted without JavaScript opens at its
  // top: the list asked for, half-way down, takes the focus as the page loads (so it is in view).
  const searchedFor = (name: string) =>
    refused !== null &&
    [SEARCH_INTENT, SHOW_ALL_INTENT].includes(postedText(refused.values, FIELDS.intent)) &&
    postedText(refused.values, FIELDS.carrier) === name;

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Livraison et paiement" method="post" action={ctx.pathname}>
      <FormToken />
      <input type="hidden" name={FIELDS.key} defaultValue={orderKey} suppressHydrationWarning />
      {summary.length > 0 || summaryFailure ? (
        <DeliveryErrorSummary
          ref={summaryRef}
          items={summary}
          failure={summaryFailure}
          fromServer={Boolean(refused) && refusals === 0}
        />
      ) : null}
      <AddressPanel aria-labelledby="etape-adresse">
        <h2 id="etape-adresse">Adresses</h2>
        <AddressChoice
          kind="livraison"
          legend="Adresse de livraison"
          addresses={customer.addresses}
          choice={draft.delivery}
          onChoice={(delivery) => update({ delivery })}
          {...fieldHandlers('delivery')}
          newAddressExtra={
            <Checkbox
              label="Enregistrer cette adresse dans mon compte"
              name={FIELDS.saveDelivery}
              checked={draft.saveDelivery}
              onChange={(event) => update({ saveDelivery: event.target.checked })}
            />
          }
        />
        <Checkbox
          label="Adresse de facturation identique à l’adresse de livraison"
          name={FIELDS.billingSame}
          checked={draft.billingSame}
          onChange={(event) => update({ billingSame: event.target.checked })}
        />
        {draft.billingSame && hydrated ? null : (
          <div data-billing="">
            <AddressChoice
              kind="facturation"
              legend="Adresse de facturation"
              addresses={customer.addresses}
              choice={draft.billing}
              onChoice={(billing) => update({ billing })}
              {...fieldHandlers('billing')}
            />
          </div>
        )}
      </AddressPanel>

      <CarrierPanel aria-labelledby="etape-livraison">
        <h2 id="etape-livraison">Livraison</h2>
        <CarrierChoice
          carriers={cart.carriers}
          value={carrier}
          busy={carrierBusy}
          error={errors.carrier}
          onChoose={(name) => void choose(name)}
        />
        {carrier === RELAY_CARRIER || !hydrated ? (
          <div data-carrier={RELAY_CARRIER}>
            <RelayFarmPicker
              initialPostcode={relayPostcode}
              active={carrier === RELAY_CARRIER}
              postcodeError={refused?.errors[FIELDS.relayPostcode]}
              initialShowAll={showAll}
              focusOnLoad={searchedFor(RELAY_CARRIER)}
              value={relayChoice}
              busy={carrierBusy}
              error={errors.relay}
              onChoose={(point) => void choose(RELAY_CARRIER, point.id)}
              onPostcode={(postcode) => setCartSelection('relay_postcode', postcode)}
            />
          </div>
        ) : null}
        {carrier === STORE_CARRIER || !hydrated ? (
          <div data-carrier={STORE_CARRIER}>
            <StorePicker
              postcode={defaultPostcode}
              active={carrier === STORE_CARRIER}
              initialShowAll={showAll}
              focusOnLoad={searchedFor(STORE_CARRIER)}
              value={storeChoice}
              onChoose={(store) => {
                setStoreChoice(store.id);
                setCartSelection('store_id', store.id);
              }}
            />
          </div>
        ) : null}
        <Textarea
          label="Commentaire pour la livraison (facultatif)"
          name={FIELDS.comment}
          maxLength={500}
          value={draft.comment}
          onChange={(event) => update({ comment: event.target.value })}
        />
      </CarrierPanel>

      <Panel aria-labelledby="etape-paiement">
        <h2 id="etape-paiement">Paiement</h2>
        <PaymentChoice
          payments={cart.payments}
          value={draft.payment}
          error={errors.payment}
          onChoose={(payment) => {
            update({ payment });
            setCartSelection('payment_method', payment);
          }}
        />
        <Checkbox
          required
          id={STEP_IDS.cgv}
          name={FIELDS.cgv}
          label={
            <>
              J’ai lu et j’accepte les <Link to="/conditions-generales-de-vente">conditions générales de vente</Link>
            </>
          }
          checked={draft.cgv}
          error={errors.cgv}
          onChange={(event) => update({ cgv: event.target.checked })}
        />
        {failure ? (
          <Notice $tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <Payable>
          {/* No carrier in the cart yet (nothing chosen, or chosen before the script): no delivery in it. */}
          <span>{cart.carriers.some((c) => c.selected) ? 'Total à payer' : 'Total à payer (hors livraison)'}</span>
          <strong>{euros(cart.total_ttc)} TTC</strong>
        </Payable>
        {/* Before its script runs, the browser posts the form to the page's action. */}
        <Button type="submit" fullWidth disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Envoi de la commande…' : t('checkout_order_button')}
        </Button>
      </Panel>
    </Form>
  );
}
