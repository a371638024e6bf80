import styled from 'styled-components';

export const AccordionRoot = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 3rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

export const Chevron = styled.span`
  flex: none;
  width: 0.6rem;
  height: 0.6rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  details[open] > summary > & {
    transform: rotate(-135deg);
  }
`;

export const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.xs} ${theme.space.md}`};
`;
