import type { RelayPoint } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { Skeleton } from '@arbora/shared/ui/commerce';
import { t } from '@arbora/shared/messages/checkout';
import { useState } from 'react';
import { storesQuery, storesPostcode, useStores } from '../api/get-stores';
import { useServerRead } from '../../../lib/use-server-read';
import { FIELDS, SEARCH_INTENT } from './posted-draft';
import { ShowAllButton } from './show-all-button';

export interface StorePickerProps {
  /** The delivery address's postcode: the stores are listed nearest to it first. */
  postcode: string;
  /**
   * Store pickup is the carrier chosen: the stores are listed (by the server too). False while the
   * server renders the picker only for CSS to show once « Retrait en magasin » is ticked without
   * JavaScript: a button posts the step to list them.
   */
  active: boolean;
  /** Every store listed, not the nearest few (« Afficher les N magasins » posted without JavaScript). */
  initialShowAll?: boolean;
  /** Given back after « Choisir un autre magasin » posted without JavaScript: the store chosen is focused as the page loads. */
  focusOnLoad?: boolean;
  /** The store chosen; null: the nearest, shown chosen. */
  value: number | null;
  error?: string | undefined;
  onChoose: (store: RelayPoint) => void;
}

const NEAREST = 5;

export const distanceText = (d: number | null) =>
  d === null ? '' : ` – à ${d.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km`;

/**
 * The stores for « Retrait en magasin », nearest the delivery postcode first, the nearest chosen
 * until another is. The server lists them when store pickup is the carrier (posted or the cart's):
 * without JavaScript they are the form's radios.
 */
export function StorePicker({
  postcode,
  active,
  initialShowAll = false,
  focusOnLoad = false,
  value,
  error,
  onChoose,
}: StorePickerProps) {
  useServerRead(storesQuery(storesPostcode(postcode)), active);
  const stores = useStores(postcode, active);
  const [showAll, setShowAll] = useState(initialShowAll);
  if (!active) {
    // Only in the server's HTML, for CSS to show once the carrier is ticked: without a store posted
    // the API takes the nearest; the button posts the step (`SEARCH_INTENT`) to list them.
    return (
      <div>
        <p>Le magasin le plus proche de votre adresse de livraison sera retenu.</p>
        <Button variant="secondary" size="sm" type="submit" name={FIELDS.intent} value={SEARCH_INTENT}>
          Choisir un autre magasin
        </Button>
      </div>
    );
  }
  if (stores.isPending) return <Skeleton variant="rect" height="8rem" />;
  if (stores.isError) return <p role="alert">{t('default_form_error_message')}</p>;
  const all = stores.data;
  const chosen = value ?? all[0]?.id ?? null;
  // The chosen store stays listed when it is not among the nearest few.
  const listed = showAll ? all : all.filter((s, i) => i < NEAREST || s.id === chosen);
  return (
    <div>
      <RadioGroup label="Magasin de retrait" required error={error}>
        {listed.map((store) => (
          <Radio
            key={store.id}
            name={FIELDS.store}
            value={String(store.id)}
            checked={chosen === store.id}
            // Autofocus: the page was reloaded by the shopper's own request.
            autoFocus={(focusOnLoad && chosen === store.id) || undefined}
            onChange={() => onChoose(store)}
            label={`${store.name}${distanceText(store.distance_km)}`}
            hint={`${[store.address, `${store.postcode} ${store.city}`].filter((p) => p.trim()).join(', ')}. ${store.opening_hours}`}
          />
        ))}
      </RadioGroup>
      {!showAll && all.length > listed.length ? (
        <ShowAllButton onShowAll={() => setShowAll(true)}>Afficher les {all.length} magasins</ShowAllButton>
      ) : null}
    </div>
  );
}
