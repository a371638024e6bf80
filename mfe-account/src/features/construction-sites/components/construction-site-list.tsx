import { formatDate } from '@arbora/shared/format';
import { Card } from '@arbora/shared/ui/commerce';
import { Link } from '@arbora/shared/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { constructionSitesQuery } from '../api/get-construction-sites';
import { SITE_STATUS_LABELS } from './site-labels';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

/** The customer's construction sites as cards; `limit` for the account home. */
export function ConstructionSiteList({ limit, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 }) {
  const sites = useSuspenseQuery(constructionSitesQuery()).data;
  if (sites.length === 0) return <p>Aucun chantier n’est associé à votre compte pour le moment.</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <List>
      {sites.slice(0, limit).map((site) => (
        <Card as="li" key={site.id}>
          <Heading>
            <Link to={`/mes-chantiers/${site.slug}`}>{site.label}</Link>
          </Heading>
          <p>
            {site.postcode} {site.city} · {SITE_STATUS_LABELS[site.status]}
          </p>
          <p>
            Depuis le {formatDate(site.start_date)} · {site.documents_count} document
            {site.documents_count > 1 ? 's' : ''}
          </p>
        </Card>
      ))}
    </List>
  );
}
