import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.text};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-inline-start: 0.2em;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.4;
  min-height: 1.4em;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;

/** The room of a one-line message while the field has none (see FieldError's `reserve`). */
export const ErrorSlot = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-height: 1.4em;
`;

/** Border, radius, focus and invalid state shared by input, select and textarea. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const ChoiceRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.xs};
  align-items: start;
`;

export const ChoiceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const ChoiceLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export const choiceInputStyles = css<{ $invalid: boolean }>`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${({ theme, $invalid }) => ($invalid ? `outline: 2px solid ${theme.color.danger}; outline-offset: 1px;` : '')}

  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;
