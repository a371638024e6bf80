import styled, { keyframes } from 'styled-components';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const SkeletonBlock = styled.span<{ $variant: SkeletonVariant; $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $variant }) =>
    $variant === 'circle' ? '50%' : $variant === 'text' ? theme.radius.sm : theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.surfaceMuted} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.color.skeleton};
  }
`;

export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
