import styled from 'styled-components';
import { controlStyles } from '../field/styles';

export const TextareaControl = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;
