import { t, type MessageKey } from '@arbora/shared/messages/account';
import { FormToken, useFormActionState, usePageRoute } from '@arbora/shared/platform';
import { rewindBodySchema } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Form } from '@arbora/shared/ui/forms';
import { useZodForm, validationMessage } from '@arbora/shared/validation';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useOutcomeParam } from '../lib/page-forms';
import { Alert } from './alert';
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
  /** Where the form posts without JavaScript (the page whose `pageAction` sends it); the current page when absent. */
  action?: string;
}

/**
 * `?envoye=1`: the page a request sent without JavaScript comes back to (Post/Redirect/Get); out of
 * the address once hydrated where the page is in `OutcomeParams` (lib/page-forms.tsx).
 */
export const EMAIL_SENT_PARAM = 'envoye';

/**
 * One e-mail address, one request (a reset link, a new activation link). The answer is the same
 * whatever the address (no enumeration); the form stays so a typo can be corrected and sent again.
 */
export function EmailRequestForm({
  label,
  mutation,
  successKey,
  submitKey,
  intro,
  children,
  action,
}: EmailRequestFormProps) {
  // A request the server refused (posted without JavaScript): the address typed and the message.
  const refused = useFormActionState();
  const { ctx } = usePageRoute();
  const username = typeof refused?.values.username === 'string' ? refused.values.username : '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useZodForm(rewindBodySchema, { defaultValues: { username } });
  // What the server said, until the browser's own first submit.
  const server = isSubmitted ? null : refused;
  const sentByServer = useOutcomeParam(EMAIL_SENT_PARAM) === '1' && !isSubmitted && !refused;
  const onValid = handleSubmit(async ({ username }) => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(username).catch(() => undefined);
  });
  return (
    // Without JavaScript the browser posts it (see `action`); with it, handleSubmit stops that.
    <Form aria-label={label} method="post" action={action ?? ctx.pathname} onSubmit={onValid}>
      <FormToken />
      {intro}
      <EmailField
        {...register('username')}
        defaultValue={username}
        error={validationMessage(errors.username?.message ?? server?.errors.username)}
      />
      {server?.message && (
        <Alert>
          <p>{t(server.message as MessageKey)}</p>
        </Alert>
      )}
      {sentByServer && (
        <Alert tone="success">
          <p>{t(successKey)}</p>
        </Alert>
      )}
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
