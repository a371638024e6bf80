import type { TagWithCount } from '@arbora/shared/schemas';
import { Link } from 'react-router';
import styled from 'styled-components';

/**
 * A group's tags: on a phone one row that scrolls sideways, running to the screen's edges (a chip
 * cut by the edge says there are more), so six groups of filters do not push the first result
 * below the first screen; from md they wrap.
 */
const List = styled.ul`
  list-style: none;
  margin: 0 calc(-1 * ${({ theme }) => theme.space.md});
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxs};
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: thin;
  gap: ${({ theme }) => theme.space.xs};
  li {
    flex: none;
  }
  ${({ theme }) => theme.media.md} {
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
    overflow-x: visible;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const GROUP_NAMES: Record<string, string> = {
  blog: 'Thèmes',
  realisation: 'Projet',
  colour: 'Couleur',
  fence_type: 'Type de clôture',
  height: 'Hauteur',
  range: 'Gamme',
  location: 'Région',
};

const Groups = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The tags of a listing as links (`/blog/{tag}`): a tag is a real, crawlable page of the listing. */
export function TagFilters({ base, tags, current }: { base: string; tags: TagWithCount[]; current: string | null }) {
  if (!tags.length) return null;
  const groups = [...new Set(tags.map((t) => t.type))];
  return (
    <Groups aria-label="Filtrer par thème">
      {groups.map((type) => (
        <Group key={type}>
          {groups.length > 1 ? <h2>{GROUP_NAMES[type] ?? type}</h2> : null}
          <List>
            {type === groups[0] ? (
              <li>
                <Link to={base} aria-current={current === null ? 'page' : undefined}>
                  Tout voir
                </Link>
              </li>
            ) : null}
            {tags
              .filter((t) => t.type === type)
              .map((t) => (
                <li key={t.id}>
                  <Link
                    to={`${base}/${t.technical_name}`}
                    aria-current={current === t.technical_name ? 'page' : undefined}
                  >
                    {t.name} ({t.count})
                  </Link>
                </li>
              ))}
          </List>
        </Group>
      ))}
    </Groups>
  );
}
