import type { ReactNode } from 'react';
import { VisuallyHidden } from '@arbora/shared/ui';
import { ErrorSlot, ErrorText, Hint, RequiredMark } from './styles';

/** Props every form control shares. */
export interface FieldProps {
  label: ReactNode;
  /** help shown under the label and read with the control */
  hint?: ReactNode;
  /** the validation message; sets aria-invalid and is read with the control */
  error?: ReactNode;
  /** shows the « * » marker explained by Form; the control gets `required` (Form disables native bubbles) */
  required?: boolean;
}

export function RequiredMarker({ required }: { required?: boolean }) {
  // the control's `required` attribute already tells assistive technologies; the star is visual
  return required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null;
}

export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  return id && children ? <Hint id={id}>{children}</Hint> : null;
}

/**
 * The field's message. `reserve`: the line it takes is kept while there is none, so a message that
 * comes or goes (on blur, on submit) never moves the next control under the shopper's finger.
 */
export function FieldError({ id, children, reserve }: { id?: string; children?: ReactNode; reserve?: boolean }) {
  if (!id || !children) return reserve ? <ErrorSlot aria-hidden="true" data-error-slot="" /> : null;
  return (
    <ErrorText id={id}>
      <VisuallyHidden>Erreur : </VisuallyHidden>
      {children}
    </ErrorText>
  );
}

/** True when a message should render ('' and false mean "no error"). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
