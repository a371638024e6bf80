import { t, type MessageKey } from '@arbora/shared/messages/account';
import { accountErrorKey } from '../lib/error-key';
import { Alert } from './alert';

type Outcome = { isSuccess: boolean; isError: boolean; error: unknown };

/**
 * What became of a form's last sending, in the form: its success message, or why the API refused
 * it in French (the error key of `accountErrorKey`, or the form's own `errorKey`).
 */
export function MutationOutcome({
  mutation,
  successKey,
  errorKey = accountErrorKey,
}: {
  mutation: Outcome;
  successKey?: MessageKey;
  errorKey?: (error: unknown) => MessageKey;
}) {
  if (mutation.isSuccess && successKey)
    return (
      <Alert tone="success">
        <p>{t(successKey)}</p>
      </Alert>
    );
  if (mutation.isError)
    return (
      <Alert>
        <p>{t(errorKey(mutation.error))}</p>
      </Alert>
    );
  return null;
}

/**
 * What the server said of a form posted without JavaScript (lib/page-forms.tsx), in the form: why
 * it refused it, or that it was saved.
 */
export function PostedOutcome({
  refused,
  saved,
  successKey,
}: {
  refused: { message?: string } | null;
  saved: boolean;
  successKey: MessageKey;
}) {
  if (refused?.message)
    return (
      <Alert>
        <p>{t(refused.message as MessageKey)}</p>
      </Alert>
    );
  if (saved)
    return (
      <Alert tone="success">
        <p>{t(successKey)}</p>
      </Alert>
    );
  return null;
}
