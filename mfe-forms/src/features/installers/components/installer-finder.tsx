import type { PageSummary } from '@arbora/shared/schemas';
import { t } from '@arbora/shared/messages/forms';
import { Button, Link } from '@arbora/shared/ui';
import { TextField } from '@arbora/shared/ui/forms';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@arbora/shared/platform';
import { distanceKm, positionOfPostcode } from '@arbora/shared/geo';
import { InstallerMap } from './installer-map';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    flex: 1 1 12rem;
  }
`;

/** The search needs the script (distances are computed here): where scripts do not run it is not laid out. */
const WithScript = styled.div`
  @media (scripting: none) {
    display: none;
  }
`;

/** Without JavaScript, every partner by town, each a link to its page, in place of the search. */
const WithoutScript = styled.section`
  display: none;
  @media (scripting: none) {
    display: block;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Results = styled.ol`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

const ResultsTitle = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export interface RankedInstaller {
  installer: PageSummary;
  km: number;
}

/** The installers nearest to a postcode, closest first. */
export function nearestInstallers(
  installers: readonly PageSummary[],
  postcode: string,
  count = 5,
): RankedInstaller[] | null {
  const from = positionOfPostcode(postcode);
  if (!from) return null;
  return installers
    .filter((installer) => installer.location)
    .map((installer) => ({ installer, km: Math.round(distanceKm(from, installer.location!)) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

/** Postcode → the nearest partner installers with their distance, on a map drawn here (no tile server). */
export function InstallerFinder({ installers }: { installers: readonly PageSummary[] }) {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The search's postcode and its answer: the heading names the postcode searched, not the one being typed.
  const [results, setResults] = useState<{ postcode: string; ranked: RankedInstaller[] } | null>(null);
  const hydrated = useHydrated();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ranked = nearestInstallers(installers, postcode);
    if (!/^\d{5}$/.test(postcode.trim())) {
      setError('Veuillez saisir un code postal à 5 chiffres.');
      setResults(null);
      return;
    }
    setError(ranked && ranked.length ? undefined : t('installer_finder_no_result'));
    setResults(ranked ? { postcode: postcode.trim(), ranked } : null);
  };

  return (
    <Layout>
      <WithoutScript aria-labelledby="poseurs-partenaires">
        <h2 id="poseurs-partenaires">Nos poseurs partenaires</h2>
        <Results as="ul">
          {[...installers]
            .filter((installer) => installer.location?.city)
            .sort((a, b) => a.location!.city!.localeCompare(b.location!.city!, 'fr'))
            .map((installer) => (
              <li key={installer.id}>
                <h3>
                  <Link to={`/${installer.slug}`}>{installer.title}</Link>
                </h3>
                <p>{installer.location?.city}</p>
                {installer.location?.phone && <p>Tél. {installer.location.phone}</p>}
              </li>
            ))}
        </Results>
      </WithoutScript>
      <WithScript>
        <Search role="search" aria-label="Rechercher un poseur" onSubmit={search} noValidate>
          <TextField
            id="installer-postcode"
            label="Votre code postal"
            hint={'5\u00a0chiffres, exemple\u00a0: 44000'}
            inputMode="numeric"
            autoComplete="postal-code"
            value={postcode}
            error={error}
            onChange={(event) => setPostcode(event.target.value)}
          />
          <Button type="submit" disabled={!hydrated}>
            Trouver un poseur
          </Button>
        </Search>
        <div aria-live="polite">
          {results && results.ranked.length > 0 && (
            <>
              {/* The page's h1, then this h2, then each installer's h3: no level skipped. */}
              <ResultsTitle id="poseurs-proches">
                Les {results.ranked.length}&nbsp;poseurs partenaires les plus proches de {results.postcode}
              </ResultsTitle>
              <Results aria-label="Poseurs les plus proches">
                {results.ranked.map(({ installer, km }) => (
                  <li key={installer.id}>
                    <h3>
                      <Link to={`/${installer.slug}`}>{installer.title}</Link>
                    </h3>
                    <p>
                      {installer.location?.city} — à{'\u00a0'}
                      {km}
                      {'\u00a0'}km
                    </p>
                    {installer.location?.phone && <p>Tél. {installer.location.phone}</p>}
                  </li>
                ))}
              </Results>
            </>
          )}
        </div>
      </WithScript>
      <InstallerMap
        installers={installers}
        highlighted={results?.ranked.map((r) => r.installer.id) ?? []}
        from={results ? positionOfPostcode(results.postcode) : null}
      />
    </Layout>
  );
}
