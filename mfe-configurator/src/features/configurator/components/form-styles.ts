import styled from 'styled-components';

/** One step of the configuration form. */
export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

export const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  flex-wrap: wrap;
`;

/** The id of a field's control, from its key (config-query.ts): a refusal's link goes to it. */
export const fieldId = (key: string) => `champ-${key}`;

/**
 * A box's details (the gate door's, the gate's). With the script they are rendered once it is
 * ticked; the server's HTML has them always, hidden while their fieldset's box is unticked, so a
 * buyer without JavaScript fills them in the same submit as the box.
 */
export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  fieldset:has(input[name='portillon']:not(:checked)) > &,
  fieldset:has(input[name='portail']:not(:checked)) > & {
    display: none;
  }
`;
