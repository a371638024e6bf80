import { formatDate } from '@arbora/shared/format';
import type { Page } from '@arbora/shared/schemas';
import styled from 'styled-components';

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Page types that are articles: they show their publication date (and their author when known). */
export const ARTICLE_TYPES = new Set(['blog', 'advice_gate', 'advice_terrace', 'realisation']);

/** « Publié le 2 avril 2025 · Par Claire Martin, Rédactrice · Lecture : 5 min » (no-break spaces before the colon and the unit). */
export function ArticleMeta({ page }: { page: Page }) {
  if (!ARTICLE_TYPES.has(page.type.technical_name)) return null;
  const minutes = page.blog?.reading_minutes;
  const author = page.blog ? [page.blog.author, page.blog.author_role].filter(Boolean).join(', ') : null;
  return (
    <Meta>
      <span>
        Publié le <time dateTime={page.publication_date}>{formatDate(page.publication_date)}</time>
      </span>
      {author ? <span>Par {author}</span> : null}
      {minutes ? <span>{`Lecture\u00a0: ${minutes}\u00a0min`}</span> : null}
      {page.place && page.type.technical_name === 'realisation' ? <span>{`Lieu\u00a0: ${page.place}`}</span> : null}
    </Meta>
  );
}
