import styled from 'styled-components';

/**
 * The pages' width and gutters (the remotes' pages: the default container with md padding). The
 * shell's header and footer rows sit in it, so their edges line up with the page between them.
 */
export const PageWidth = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.space.md};
`;
