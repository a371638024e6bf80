import styled from 'styled-components';
import { controlStyles } from '../field/styles';

export const FileControl = styled.input.attrs({ type: 'file' })<{ $invalid: boolean }>`
  ${controlStyles}
  padding: ${({ theme }) => theme.space.xs};
  cursor: pointer;

  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border: 2px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    cursor: pointer;
  }
`;
