import styled from 'styled-components';
import { controlStyles } from '../field/styles';

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;
