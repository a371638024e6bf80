import type { ReactNode } from 'react';
import styled from 'styled-components';

const Term = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    color: ${({ theme }) => theme.color.text};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd + dd {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * A value the customer cannot change on the page (the login e-mail, the SIRET): shown as text under
 * its label, not as a field, so it neither looks editable nor takes a tab stop; `hint` says how to
 * change it. Without JavaScript the same: it is never posted.
 */
export function ReadOnlyValue({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  return (
    <Term>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {hint ? <dd>{hint}</dd> : null}
    </Term>
  );
}
