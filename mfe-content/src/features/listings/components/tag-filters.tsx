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
  /* 44 px tall (2.75rem), as the search's chips: at their text's height (31 px) a thumb choosing
     « Teck (8) » in a row that scrolls sideways often took its neighbour. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a[aria-current] {
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

/** Each group's first choice, « no filter of this kind »: said in full, so it reads as that group's own. */
const GROUP_ALL: Record<string, string> = {
  blog: 'Tous les thèmes',
  realisation: 'Tous les projets',
  colour: 'Toutes les couleurs',
  fence_type: 'Tous les types',
  height: 'Toutes les hauteurs',
  range: 'Toutes les gammes',
  location: 'Toutes les régions',
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

/**
 * The tags of a listing as links (`/blog/{tag}`): a tag is a real, crawlable page of the listing.
 * A listing shows one tag at a time, so every group starts with its « all » choice (« Toutes les
 * couleurs »): in the group of the chosen tag it clears the filter (the listing's first page); in
 * the others it is the current choice, a link to the page shown.
 */
export function TagFilters({ base, tags, current }: { base: string; tags: TagWithCount[]; current: string | null }) {
  if (!tags.length) return null;
  const groups = [...new Set(tags.map((t) => t.type))];
  const chosen = tags.find((t) => t.technical_name === current)?.type ?? null;
  /** The chosen tag is in another group: this group filters nothing. */
  const elsewhere = (type: string) => chosen !== null && chosen !== type;
  return (
    <Groups aria-label="Filtrer par thème">
      {groups.map((type) => (
        <Group key={type}>
          {groups.length > 1 ? <h2 id={`filtre-${type}`}>{GROUP_NAMES[type] ?? type}</h2> : null}
          <List aria-labelledby={groups.length > 1 ? `filtre-${type}` : undefined}>
            <li>
              <Link
                to={elsewhere(type) ? `${base}/${current}` : base}
                aria-current={current === null ? 'page' : elsewhere(type) ? 'true' : undefined}
              >
                {GROUP_ALL[type] ?? 'Tout voir'}
              </Link>
            </li>
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
