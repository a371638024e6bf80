import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles } from './styles';

const Root = styled.span`
  ${visuallyHiddenStyles}
`;

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for assistive technologies only (e.g. « Erreur : » before a field error). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Root {...props} />;
}
