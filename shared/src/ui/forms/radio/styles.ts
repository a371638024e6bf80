import styled from 'styled-components';
import { choiceInputStyles } from '../field/styles';

export const RadioInput = styled.input.attrs({ type: 'radio' })<{ $invalid: boolean }>`
  ${choiceInputStyles}
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
