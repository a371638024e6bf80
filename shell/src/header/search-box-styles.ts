import { visuallyHiddenStyles } from '@arbora/shared/ui';
import styled from 'styled-components';

export const HiddenLabel = styled.label`
  ${visuallyHiddenStyles}
`;

export const Form = styled.form`
  width: 100%;
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  height: 2.5rem;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-right: 0;
  border-radius: ${({ theme }) => theme.radius.md} 0 0 ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Submit = styled.button`
  width: 2.75rem;
  height: 100%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
`;

/** Overlays the page (absolute): opening it moves nothing. Its options' styles are in search-suggestions.tsx. */
export const Listbox = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  max-height: min(70vh, 32rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 24px rgb(0 0 0 / 12%);
  &[hidden] {
    display: none;
  }
`;
