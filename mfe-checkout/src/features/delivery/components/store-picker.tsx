import type { RelayPoint } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { Skeleton } from '@arbora/shared/ui/commerce';
import { t } from '@arbora/shared/messages/checkout';
import { useHydrated } from '@arbora/shared/platform';
import { useState } from 'react';
import { useStores } from '../api/get-stores';

export interface StorePickerProps {
  /** The delivery address's postcode: the stores are listed nearest to it first. */
  postcode: string;
  /** The store chosen; null: the nearest, shown chosen. */
  value: number | null;
  error?: string | undefined;
  onChoose: (store: RelayPoint) => void;
}

const NEAREST = 5;

export const distanceText = (d: number | null) =>
  d === null ? '' : ` – à ${d.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km`;

/** The stores for « Retrait en magasin », nearest the delivery postcode first, the nearest chosen until another is. */
export function StorePicker({ postcode, value, error, onChoose }: StorePickerProps) {
  const stores = useStores(postcode);
  const [showAll, setShowAll] = useState(false);
  const hydrated = useHydrated();
  // The list is read in the browser; until then (and without JavaScript) the order takes the
  // store nearest the delivery address, as the API does when none is named.
  if (stores.isPending && !hydrated) return <p>Le magasin le plus proche de votre adresse de livraison sera retenu.</p>;
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
            name="magasin"
            value={String(store.id)}
            checked={chosen === store.id}
            onChange={() => onChoose(store)}
            label={`${store.name}${distanceText(store.distance_km)}`}
            hint={`${[store.address, `${store.postcode} ${store.city}`].filter((p) => p.trim()).join(', ')}. ${store.opening_hours}`}
          />
        ))}
      </RadioGroup>
      {!showAll && all.length > listed.length ? (
        <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
          Afficher les {all.length} magasins
        </Button>
      ) : null}
    </div>
  );
}
