import { t, type MessageKey } from '@arbora/shared/messages/account';
import { rewindBodySchema } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Form } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmailField } from './email-field';
import { MutationOutcome } from './mutation-outcome';

export interface EmailRequestFormProps {
  /** The form's accessible name. */
  label: string;
  /** The request, sent with the address typed (`username`). */
  mutation: UseMutationResult<void, Error, string>;
  successKey: MessageKey;
  submitKey: MessageKey;
  /** Text above the field. */
  intro?: ReactNode;
  /** Links below the button. */
  children?: ReactNode;
}

/**
 * One e-mail address, one request (a reset link, a new activation link). The answer is the same
 * whatever the address (no enumeration); the form stays so a typo can be corrected and sent again.
 */
export function EmailRequestForm({ label, mutation, successKey, submitKey, intro, children }: EmailRequestFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(rewindBodySchema, { defaultValues: { username: '' } });
  const onValid = handleSubmit(async ({ username }) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(username).catch(() => undefined);
  });
  return (
    <Form aria-label={label} onSubmit={onValid}>
      {intro}
      <EmailField {...register('username')} error={validationMessage(errors.username?.message)} />
      <MutationOutcome mutation={mutation} successKey={successKey} />
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t(submitKey)}
        </Button>
      </div>
      {children}
    </Form>
  );
}
