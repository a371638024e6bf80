import styled from 'styled-components';

export const ProductRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &:focus-within {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  /* the stretched link already shows the ring on the whole card */
  &:focus-within a:focus-visible {
    outline: none;
  }
`;

/** Image shown first, but after the heading in the DOM so the card is announced by its name. */
export const Media = styled.div`
  order: -1;
  position: relative;
  margin: ${({ theme }) => `-${theme.space.sm} -${theme.space.sm} 0`};
  border-radius: ${({ theme }) => `${theme.radius.md} ${theme.radius.md} 0 0`};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};

  & img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

export const Badge = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** A phone shows two cards a row, about 170 px wide: a larger name would wrap on four lines. */
export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  & a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  /* stretched link: the whole card is one click target, one tab stop */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Actions sit above the stretched link so they stay clickable. */
export const Action = styled.div`
  position: relative;
  z-index: 2;
`;
