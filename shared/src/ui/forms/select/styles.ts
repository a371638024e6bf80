import styled from 'styled-components';
import { controlStyles } from '../field/styles';

export const SelectControl = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 2.5rem;
  /* chevron drawn with gradients: no image request, follows the text colour of the theme */
  background-image:
    linear-gradient(45deg, transparent 50%, ${({ theme }) => theme.color.text} 50%),
    linear-gradient(135deg, ${({ theme }) => theme.color.text} 50%, transparent 50%);
  background-position:
    calc(100% - 1.25rem) 50%,
    calc(100% - 0.9rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
  cursor: pointer;
`;
