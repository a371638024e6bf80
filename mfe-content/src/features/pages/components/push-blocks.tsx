import type { Push } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';
import { CardList, CardSection, CardSectionTitle, cardSurface } from '../../../components/card-grid';

const Card = styled.li`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

/** Push blocks: calls to action (quote, samples, installer, 3D) or, on a realisation, the products used. */
export function PushBlocks({ id, title, items }: { id: string; title: string; items: Push[] }) {
  if (!items.length) return null;
  return (
    <CardSection aria-labelledby={id}>
      <CardSectionTitle id={id}>{title}</CardSectionTitle>
      <CardList $minRem={16} $stretch>
        {items.map((push) => (
          <Card key={`${push.url}-${push.title}`}>
            <h3>{push.title}</h3>
            <p>{push.text}</p>
            <div>
              <Button to={push.url} variant="secondary">
                {push.label}
              </Button>
            </div>
          </Card>
        ))}
      </CardList>
    </CardSection>
  );
}
