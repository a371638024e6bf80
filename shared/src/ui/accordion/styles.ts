import styled from 'styled-components';

export const AccordionRoot = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 3rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

export const Chevron = styled.span`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  [aria-expanded='true'] > & {
    transform: rotate(-135deg);
  }
`;

// A section labelled by its button is a region by itself (no role on a div: html-validate's
// prefer-native-element).
export const Region = styled.section`
  padding: ${({ theme }) => `0 ${theme.space.xs} ${theme.space.md}`};
`;
