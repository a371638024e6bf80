import { TextField } from '@arbora/shared/ui/forms';
import type { ComponentProps } from 'react';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label' | 'inputMode' | 'spellCheck'> & {
  label?: string;
};

/** An e-mail address as the account forms ask for it: the e-mail keyboard, no spell check, required. */
export function EmailField({ label = 'Adresse e-mail', autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField
      {...props}
      type="email"
      label={label}
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      required
    />
  );
}
