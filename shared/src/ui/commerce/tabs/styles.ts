import styled from 'styled-components';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderStrong};
`;

export const Tab = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const TabPanel = styled.div`
  padding-block: ${({ theme }) => theme.space.md};
`;
