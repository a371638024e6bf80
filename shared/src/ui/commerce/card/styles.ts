import styled from 'styled-components';
import type { SpaceToken } from '@arbora/shared/ui';

export type CardTone = 'default' | 'muted';

export const CardRoot = styled.div<{ $padding: SpaceToken; $tone: CardTone }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.surfaceMuted : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme, $tone }) => ($tone === 'muted' ? 'none' : theme.shadow.card)};
`;
