import { FormToken, useFormActionState, usePageRoute } from '@arbora/shared/platform';
import { guestOrderLookupSchema, type GuestOrder } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { EmailField } from '../../../components/email-field';
import { FormName, useOutcomeParam, useSavedForm } from '../../../lib/page-forms';
import { guestPosted } from '../api/posted-steps';
import { CONFIRM_FORM, LOOKUP_FORM, lookupProblem, lookupRefusal, type LookupRefusal } from '../api/withdrawal-actions';
import { lookUpGuestOrder, withdrawAsGuest } from '../api/withdrawal-calls';
import { nextOf, OUTCOME_PARAM } from '../next-steps';
import { Done, WithdrawalFlow } from './withdrawal-flow';

// Two short fields: a form's width, not the wide page's.
const NarrowForm = styled(Form)`
  max-width: 32rem;
`;

/**
 * The withdrawal function without logging in: the order reference and the account's e-mail find
 * the order (sent by POST, never in the URL), then the same steps as in « Mes commandes ». Without
 * JavaScript each step posts to the page (withdrawal-actions.ts), which is rendered again at the
 * next one; the recorded withdrawal comes back to `?enregistre=retractation`.
 */
export function GuestWithdrawal() {
  const { ctx } = usePageRoute();
  const posted = guestPosted(useFormActionState());
  const saved = useSavedForm();
  const outcome = useOutcomeParam(OUTCOME_PARAM);
  const [found, setFound] = useState<{ order: GuestOrder; email: string } | null>(
    posted?.order ? { order: posted.order, email: posted.email } : null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LookupRefusal | null>(
    posted?.lookupError ? { message: posted.lookupError, fields: posted.lookupFields } : null,
  );
  const messageId = useId();

  if (found)
    return (
      <section aria-labelledby="retractation-commande">
        <h2 id="retractation-commande">Commande {found.order.reference}</h2>
        <WithdrawalFlow
          lines={found.order.lines}
          withdrawal={found.order.withdrawal}
          submit={(lineIds) => withdrawAsGuest(found.order.reference, found.email, lineIds)}
          posting={{ action: ctx.pathname, fields: { reference: found.order.reference, email: found.email } }}
          start={posted?.order ? { step: posted.step, chosen: posted.chosen, error: posted.linesError } : undefined}
        />
      </section>
    );
  // Without JavaScript the acknowledgement's address says nothing of the order (anyone may open it):
  // only what follows, one of the API's four outcomes (`?suite=`), no reference nor e-mail; the
  // e-mail gives the date, the time and the lines. No outcome (an older API): the e-mail says it.
  if (!posted && saved === CONFIRM_FORM) return <Done receipt={null} lines={[]} next={nextOf(outcome)} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '');
    const email = String(data.get('email') ?? '');
    // The rules of the server's action (withdrawal-actions.ts): the API's schema, in French.
    const problem = lookupProblem(reference, email);
    if (problem) {
      setError(problem);
      return;
    }
    const lookup = guestOrderLookupSchema.parse({ reference, email });
    setBusy(true);
    setError(null);
    try {
      setFound({ order: await lookUpGuestOrder(lookup.reference, lookup.email), email: lookup.email });
    } catch (caught) {
      setError(lookupRefusal(caught));
    } finally {
      setBusy(false);
    }
  };
  // A field the refusal concerns: invalid (its own line says why), described by the message too.
  const concerned = (field: 'reference' | 'email') =>
    error?.fields[field] ? { error: error.fields[field], 'aria-describedby': messageId } : {};
  return (
    <>
      <p>
        Indiquez la référence de votre commande et l’adresse e-mail de votre compte. Vous choisirez ensuite les articles
        concernés.
      </p>
      {/* The site's form and fields, as on the login page: the same labels, gaps and required note. */}
      <NarrowForm method="post" action={ctx.pathname} onSubmit={onSubmit} aria-label="Retrouver ma commande">
        <FormToken />
        <FormName name={LOOKUP_FORM} />
        <TextField
          label="Référence de la commande"
          name="reference"
          autoComplete="off"
          required
          // An example as a hint, like every field of the site: a placeholder read as typed text, and left as you type.
          hint={'Exemple\u00a0: AR-2026-000123, dans l’e-mail de confirmation de votre commande'}
          defaultValue={posted?.reference}
          {...concerned('reference')}
        />
        <EmailField name="email" defaultValue={posted?.email} {...concerned('email')} />
        {error ? (
          <Alert>
            <p id={messageId}>{error.message}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Retrouver ma commande
          </Button>
        </div>
      </NarrowForm>
    </>
  );
}
