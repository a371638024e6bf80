import { t } from '@arbora/shared/messages';
import styled from 'styled-components';

const Block = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  min-height: 60vh;
`;

const Bar = styled.div<{ $width: string }>`
  height: 1.5rem;
  width: ${({ $width }) => $width};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;

/** Holds the page's place while its remote and data load (no layout jump when they arrive). */
export function PageSkeleton() {
  return (
    <Block aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Bar $width="60%" aria-hidden="true" />
      <Bar $width="90%" aria-hidden="true" />
      <Bar $width="80%" aria-hidden="true" />
    </Block>
  );
}
