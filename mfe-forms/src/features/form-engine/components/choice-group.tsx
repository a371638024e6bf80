import { VisuallyHidden } from '@arbora/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Error = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.danger};
`;

const Star = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

interface ChoiceGroupProps {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  required: boolean;
  /** options side by side (swatches, short choices) */
  inline?: boolean;
  children: ReactNode;
}

/**
 * fieldset + legend around checkboxes or radios, with the group's hint and error tied to it
 * (aria-describedby on a fieldset is read when focus enters the group).
 */
export function ChoiceGroup({ id, legend, hint, error, required, inline = false, children }: ChoiceGroupProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset id={`${id}-group`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>
        {legend}
        {required && <Star aria-hidden="true"> *</Star>}
        {required && <VisuallyHidden> (obligatoire)</VisuallyHidden>}
      </legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Options $inline={inline}>{children}</Options>
      {error && (
        <Error id={`${id}-error`}>
          <VisuallyHidden>Erreur&nbsp;: </VisuallyHidden>
          {error}
        </Error>
      )}
    </Fieldset>
  );
}
