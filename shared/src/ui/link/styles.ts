import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';

export type LinkVariant = 'inline' | 'standalone' | 'subtle';

const linkStyles = css<{ $variant: LinkVariant }>`
  color: ${({ theme, $variant }) => ($variant === 'subtle' ? 'inherit' : theme.color.link)};
  text-decoration: ${({ $variant }) => ($variant === 'standalone' ? 'none' : 'underline')};
  text-underline-offset: 0.15em;
  font-weight: ${({ theme, $variant }) => ($variant === 'standalone' ? theme.fontWeight.bold : 'inherit')};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:hover {
    color: ${({ theme, $variant }) => ($variant === 'subtle' ? 'inherit' : theme.color.linkHover)};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

export const InternalLink = styled(RouterLink)<{ $variant: LinkVariant }>`
  ${linkStyles}
`;

export const ExternalLink = styled.a<{ $variant: LinkVariant }>`
  ${linkStyles}
`;
