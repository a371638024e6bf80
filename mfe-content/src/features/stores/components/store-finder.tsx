import type { PageSummary } from '@arbora/shared/schemas';
import { t } from '@arbora/shared/messages';
import { Button } from '@arbora/shared/ui';
import { TextField } from '@arbora/shared/ui/forms';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePlaces, type PlaceType } from '../api/get-places';
import { distanceKm, positionOfPostcode, type LatLng } from '@arbora/shared/geo';
import { FranceMap } from './france-map';

const Layout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

/*
 * The search sorts by distance in the browser: where scripts do not run it is not laid out (its
 * submit would only reload the page with the postcode in the URL), and the list by region stays.
 */
const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  > div:first-child {
    flex: 1 1 12rem;
  }
  @media (scripting: none) {
    display: none;
  }
`;

const KM = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

function PlaceLine({ place, km }: { place: PageSummary; km?: number }) {
  return (
    <li>
      <Link to={`/${place.slug}`}>{place.title}</Link>
      {place.location ? ` – ${place.location.city}` : ''}
      {km !== undefined ? ` – à ${KM.format(km)}\u00a0km` : ''}
    </li>
  );
}

/**
 * The store (or installer) index: every place by region, or, « autour de moi », sorted by distance
 * from a postcode or the browser's position (asked only on a click, never on load).
 */
export function StoreFinder({ type }: { type: PlaceType }) {
  const places = usePlaces(type);
  const [postcode, setPostcode] = useState('');
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const [error, setError] = useState<string | null>(null);
  const noun = type === 'store' ? 'magasins' : 'poseurs';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const position = positionOfPostcode(postcode);
    setError(position ? null : t('store_finder_postcode_invalid'));
    setOrigin(position);
  };
  const aroundMe = () => {
    if (!('geolocation' in navigator)) {
      setError(t('store_finder_geolocation_failed'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setError(null);
        setOrigin({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => setError(t('store_finder_geolocation_failed')),
      { timeout: 10_000 },
    );
  };

  const sorted = origin
    ? places.map((place) => ({ place, km: distanceKm(origin, place.location as LatLng) })).sort((a, b) => a.km - b.km)
    : [];
  const regions = [...new Set(places.map((p) => p.location?.region ?? 'Autres'))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );

  return (
    <Layout aria-labelledby="finder-title">
      <div>
        <h2 id="finder-title">Trouver {type === 'store' ? 'un magasin' : 'un poseur'} près de chez vous</h2>
        <Search onSubmit={onSubmit} noValidate role="search" aria-label={`Rechercher des ${noun}`}>
          <TextField
            label="Votre code postal"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit">{t('store_finder_search')}</Button>
          <Button type="button" variant="secondary" onClick={aroundMe}>
            {t('store_finder_around_me')}
          </Button>
        </Search>
        {origin ? (
          <>
            <h3 id="nearest-title">Les {noun} les plus proches</h3>
            <ol aria-labelledby="nearest-title">
              {sorted.map(({ place, km }) => (
                <PlaceLine key={place.id} place={place} km={km} />
              ))}
            </ol>
          </>
        ) : (
          regions.map((region) => (
            <div key={region}>
              <h3>{region}</h3>
              <ul>
                {places
                  .filter((p) => (p.location?.region ?? 'Autres') === region)
                  .map((place) => (
                    <PlaceLine key={place.id} place={place} />
                  ))}
              </ul>
            </div>
          ))
        )}
      </div>
      <FranceMap
        label={`Carte de France des ${places.length} ${noun} Arbora`}
        pins={places.map((p) => ({
          id: p.id,
          lat: p.location?.lat ?? 0,
          lng: p.location?.lng ?? 0,
          label: p.title,
        }))}
      />
    </Layout>
  );
}
