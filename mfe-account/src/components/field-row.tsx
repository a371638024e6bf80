import styled from 'styled-components';

/** Two fields side by side from the sm breakpoint, one under the other on a phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
