import styled from 'styled-components';
import { choiceInputStyles } from '../field/styles';

export const CheckboxInput = styled.input.attrs({ type: 'checkbox' })<{ $invalid: boolean }>`
  ${choiceInputStyles}
`;
