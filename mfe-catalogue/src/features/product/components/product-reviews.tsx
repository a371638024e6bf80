import { formatDate } from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/catalogue';
import type { Product } from '@arbora/shared/schemas';
import { Rating, renderWhenNear } from '@arbora/shared/ui';
import styled from 'styled-components';
import { RatingSummary } from './rating-summary';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  scroll-margin-top: 6rem;
  ${renderWhenNear('40rem')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.container.narrow};
`;

/** Moderated reviews, newest first, with how they are collected and checked (L111-7-2). */
export function ProductReviews({ product }: { product: Pick<Product, 'reviews' | 'rating'> }) {
  // ISO timestamps sort as strings (no locale collator: the browser's first one loads ICU data).
  const reviews = [...product.reviews].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
  );
  return (
    <Section id="avis" aria-labelledby="avis-titre">
      <h2 id="avis-titre">Avis clients</h2>
      {product.rating.count ? (
        <RatingSummary average={product.rating.average} count={product.rating.count} />
      ) : (
        <p>Aucun avis pour le moment.</p>
      )}
      <Notice>{t('catalogue_reviews_notice')}</Notice>
      {reviews.length ? (
        <List>
          {reviews.map((review) => (
            <li key={review.id}>
              <Rating value={review.rating} size="sm" />
              <h3>{review.title}</h3>
              <p>{review.content}</p>
              <Meta>
                {review.author}, le {formatDate(review.created_at)}
              </Meta>
            </li>
          ))}
        </List>
      ) : null}
    </Section>
  );
}
