import { t } from '@arbora/shared/messages/checkout';
import { RELAY_RADIUS_KM, type RelayPoint } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Radio, RadioGroup, TextField } from '@arbora/shared/ui/forms';
import { Skeleton } from '@arbora/shared/ui/commerce';
import { useHydrated } from '@arbora/shared/platform';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { relayFarmsQuery, useRelayFarms } from '../api/get-relay-farms';
import { useServerRead } from '../../../lib/use-server-read';
import { FIELDS, SEARCH_INTENT } from './posted-draft';
import { ShowAllButton } from './show-all-button';
import { STEP_IDS } from './delivery-error-summary';
import { RelayFarmMap } from './relay-farm-map';

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-end;
  > :first-child {
    flex: 0 1 16rem;
  }
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export interface RelayFarmPickerProps {
  initialPostcode: string;
  /**
   * The relay carrier is the one chosen: the farms of the postcode are listed at once (by the
   * server too). False while the server renders the picker only for CSS to show once the relay
   * carrier is ticked without JavaScript: its « Rechercher » posts the form.
   */
  active: boolean;
  /** The refusal of the postcode posted without JavaScript. */
  postcodeError?: string | undefined;
  /** Every farm listed, not the nearest few (« Afficher les N fermes relais » posted without JavaScript). */
  initialShowAll?: boolean;
  /** Given back after its search posted without JavaScript: the postcode searched, above its farms, is focused as the page loads. */
  focusOnLoad?: boolean;
  value: number | null;
  busy: boolean;
  error?: string | undefined;
  onChoose: (point: RelayPoint) => void;
  onPostcode: (postcode: string) => void;
}

const NEAREST = 5;

const km = (d: number | null) =>
  d === null ? '' : ` – à ${d.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km`;

/**
 * Relay farms near a postcode (GET /v1/cart/relais-fermiers), nearest first, with a map drawn in SVG.
 * With JavaScript the search runs in the browser; before it (and without it) « Rechercher » posts
 * the step (`SEARCH_INTENT`), whose action gives it back with the postcode posted: the server then
 * lists its farms as radios of the form (the postcode never goes into a URL).
 */
export function RelayFarmPicker({
  initialPostcode,
  active,
  postcodeError: postedError,
  initialShowAll = false,
  focusOnLoad = false,
  value,
  busy,
  error,
  onChoose,
  onPostcode,
}: RelayFarmPickerProps) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(initialPostcode);
  const [postcode, setPostcode] = useState<string | null>(/^\d{5}$/.test(initialPostcode) ? initialPostcode : null);
  const [postcodeError, setPostcodeError] = useState<string | undefined>(postedError);
  const listed = active ? postcode : null;
  useServerRead(relayFarmsQuery(listed ?? ''), listed !== null);
  const farms = useRelayFarms(listed);

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = draft.trim();
    if (!/^\d{5}$/.test(typed)) return setPostcodeError(t('checkout_postcode_invalid'));
    setPostcodeError(undefined);
    setPostcode(typed);
    onPostcode(typed);
  };

  const [showAll, setShowAll] = useState(initialShowAll);
  const all = farms.data ?? [];
  // The nearest few first: a list of every farm of France helps nobody choose.
  const points = showAll ? all : all.slice(0, NEAREST);
  return (
    <div>
      <Search>
        <TextField
          id={STEP_IDS.relayPostcode}
          label="Code postal de retrait"
          name={FIELDS.relayPostcode}
          inputMode="numeric"
          autoComplete="postal-code"
          // Autofocus: the page was reloaded by the shopper's own search.
          autoFocus={focusOnLoad || undefined}
          value={draft}
          // « Veuillez choisir une ferme relais. » is said on the farms' list; before any is listed, here.
          error={postcodeError ?? (points.length === 0 ? error : undefined)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        {/* A submit button until the script runs (the form's action searches), then the browser's search. */}
        <Button
          variant="secondary"
          type={hydrated ? 'button' : 'submit'}
          name={FIELDS.intent}
          value={SEARCH_INTENT}
          onClick={(event) => {
            event.preventDefault();
            search();
          }}
        >
          Rechercher les fermes relais
        </Button>
      </Search>
      {farms.isFetching ? <Skeleton variant="rect" height="8rem" /> : null}
      {farms.isError ? <p role="alert">{t('default_form_error_message')}</p> : null}
      {farms.isSuccess && points.length === 0 ? (
        <p role="status">{t('checkout_relay_points_none', { km: RELAY_RADIUS_KM })}</p>
      ) : null}
      {points.length > 0 ? (
        <Results>
          <RadioGroup label="Ferme relais" required error={error}>
            {points.map((point, index) => (
              <Radio
                key={point.id}
                name={FIELDS.relay}
                value={String(point.id)}
                checked={value === point.id}
                disabled={busy}
                onChange={() => onChoose(point)}
                label={`${index + 1}. ${point.name}${km(point.distance_km)}`}
                hint={`${point.address}, ${point.postcode} ${point.city}. ${point.opening_hours}`}
              />
            ))}
          </RadioGroup>
          <RelayFarmMap points={points} selected={value} />
        </Results>
      ) : null}
      {!showAll && all.length > NEAREST ? (
        <ShowAllButton onShowAll={() => setShowAll(true)}>Afficher les {all.length} fermes relais</ShowAllButton>
      ) : null}
    </div>
  );
}
