import styled from 'styled-components';
import type { ToastSeverity } from '../theme/palette';

// At the top, over the header's band (top-right from tablets): a confirmation such as « Connexion
// réussie » never covers what sits lower in the page, its totals and its primary action, which a
// shopper scrolls up into view from the bottom of the screen (issue 35).
export const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-block-start: max(${({ theme }) => theme.space.xs}, env(safe-area-inset-top));
  inset-inline: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    inset-inline-start: auto;
    width: 24rem;
  }
`;

export const Region = styled.div`
  display: contents;
`;

export const ToastRoot = styled.div<{ $severity: ToastSeverity }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  /* On phones a compact box: two lines stay within the height of the header it lies over. */
  padding: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $severity }) => theme.color.severity[$severity].border};
  border-inline-start-width: 6px;
  background: ${({ theme, $severity }) => theme.color.severity[$severity].background};
  color: ${({ theme, $severity }) => theme.color.severity[$severity].text};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

export const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 2px solid currentColor;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1;
`;

export const Message = styled.p`
  margin: 0;
  align-self: center;
`;

export const Summary = styled.strong`
  display: block;
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  min-height: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
