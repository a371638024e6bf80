import type { Page } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';
import { FranceMap } from './france-map';

/** A phone number never wraps between its digit pairs: no-break spaces, as French typography asks. */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0');

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  address {
    font-style: normal;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a[href^='tel:'] {
    color: ${({ theme }) => theme.color.link};
  }
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const SERVICES: Record<string, string[]> = {
  store: [
    'Conseil personnalisé avec un expert',
    'Toutes nos teintes et nos lames en exposition',
    'Échantillons à emporter',
    'Retrait de vos commandes',
    'Devis gratuit sur place',
  ],
  installer: [
    'Pose de terrasses',
    'Pose de clôtures et de portails',
    'Visite technique et devis gratuits',
    'Garantie de pose décennale',
  ],
};

/** A store's or installer's address, phone, hours, services, appointment link and map. */
export function PlaceDetails({ page }: { page: Page }) {
  const place = page.location;
  if (!place) return null;
  const kind = page.type.technical_name === 'installer' ? 'installer' : 'store';
  // A store takes appointments (the form chooses it); a partner installer is not a store: the
  // installer request form names it instead.
  const action =
    kind === 'store'
      ? { to: `/prenez-rendez-vous?magasin=${encodeURIComponent(page.slug)}`, label: 'Prendre rendez-vous' }
      : { to: `/trouvez-un-poseur?poseur=${encodeURIComponent(page.slug)}`, label: 'Être recontacté par ce poseur' };
  return (
    <Box aria-labelledby="place-title">
      <Facts>
        <div>
          <h2 id="place-title">{kind === 'store' ? 'Nous rendre visite' : 'Nous contacter'}</h2>
          <address>
            {page.title}
            {place.address ? (
              <>
                <br />
                {place.address}
              </>
            ) : null}
            <br />
            {[place.postcode, place.city].filter(Boolean).join(' ')}
            {place.phone ? (
              <>
                <br />
                Téléphone{'\u00a0'}: <a href={`tel:${place.phone.replace(/\s/g, '')}`}>{unbroken(place.phone)}</a>
              </>
            ) : null}
          </address>
        </div>
        {place.hours.length ? (
          <div>
            <h3>Horaires d’ouverture</h3>
            <ul aria-label="Horaires d’ouverture">
              {place.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3>Services</h3>
          <ul>
            {(SERVICES[kind] ?? []).map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>
        <div>
          <Button to={action.to}>{action.label}</Button>
        </div>
      </Facts>
      <FranceMap
        label={`Carte\u00a0: ${page.title}, ${place.city}${place.region ? ` (${place.region})` : ''}`}
        pins={[{ id: page.id, lat: place.lat, lng: place.lng, label: page.title, current: true }]}
      />
    </Box>
  );
}
