import styled from 'styled-components';
import { belowDesktop } from './media';

export const Nav = styled.nav`
  grid-area: nav;
  position: relative;
  ${belowDesktop} {
    display: none;
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
  }
`;

export const TopList = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  /* A fixed height: opening a panel or wrapping never moves the page. */
  height: 3rem;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  overflow: visible;
  /* Its items are plain elements styled from here: one styled component for the whole bar. */
  > li {
    display: flex;
    align-items: center;
    height: 100%;
    white-space: nowrap;
  }
  > li > a {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  margin-left: 0.125rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.ghostHover};
  }
  /* Without scripts it could never open its panel: the panel opens on hover and focus instead (Panel). */
  @media (scripting: none) {
    display: none;
  }
`;

/** Overlays the page below the bar (absolute): opening it shifts nothing. */
export const Panel = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 24px rgb(0 0 0 / 12%);
  &[hidden] {
    display: none;
  }
  /*
   * Without scripts (blocked, failed) no button can open it: it shows while the pointer is on its
   * first-level entry or the keyboard focus is inside it (its link, then its own links by Tab).
   */
  @media (scripting: none) {
    li:hover > &[hidden],
    li:focus-within > &[hidden] {
      display: grid;
    }
  }
  /* A column: its second-level link, then its third level. */
  > li > a {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  > li ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
