import styled, { css, keyframes } from 'styled-components';

export type DialogPlacement = 'center' | 'left' | 'right';
export type DialogSize = 'sm' | 'md' | 'lg';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled.div<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $placement }) => ($placement === 'center' ? theme.zIndex.modal : theme.zIndex.drawer)};
  display: flex;
  align-items: ${({ $placement }) => ($placement === 'center' ? 'center' : 'stretch')};
  justify-content: ${({ $placement }) =>
    $placement === 'center' ? 'center' : $placement === 'left' ? 'flex-start' : 'flex-end'};
  padding: ${({ theme, $placement }) => ($placement === 'center' ? theme.space.md : '0')};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const widths: Record<DialogSize, string> = { sm: '24rem', md: '36rem', lg: '52rem' };

export const Panel = styled.div<{ $placement: DialogPlacement; $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          max-height: calc(100vh - 2rem);
          border-radius: ${theme.radius.lg};
        `
      : css`
          height: 100%;
        `}

  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  /* On a phone the actions take the width, the main one (last, by convention) on top under the thumb. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 0.02}px) {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
