import styled from 'styled-components';

/**
 * The tinted block a form page shows beside or above its form (the customer service on the contact
 * page, the configurator's fence on a quote): a section named by its h2. Features share it from
 * here, as a feature imports no other feature; each adds the rules of its own content.
 */
export const AsideBox = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.heading};
  }
`;
