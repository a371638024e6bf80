import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { usePopularCategories } from '../api/get-popular-categories';
import { resultsPath } from '../lib/search-query';

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

/**
 * A search without results, or that could not run (`message`): the reason, the closest spellings
 * the API found, and the first categories of the catalogue to start from.
 */
export function NoResults({ message, spellings = [] }: { message: string; spellings?: string[] }) {
  const categories = usePopularCategories();
  return (
    <Box>
      <p role="status" data-testid="search-message">
        {message}
      </p>
      {spellings.length > 0 ? (
        <p>
          Essayez plutôt{'\u00a0'}:{' '}
          {spellings.map((spelling, index) => (
            <span key={spelling}>
              {index > 0 ? ', ' : null}
              <Link to={resultsPath(spelling)}>{spelling}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {categories.length > 0 ? (
        <>
          <h2>Nos catégories les plus consultées</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.line === 'ocelia' ? `/ocelia/${category.slug}` : `/${category.slug}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to="/contactez-nous">Une question{'\u00a0'}? Nos conseillers vous répondent.</Link>
      </p>
    </Box>
  );
}
