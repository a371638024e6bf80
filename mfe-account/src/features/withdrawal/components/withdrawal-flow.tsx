import { formatDate, formatDateTime, formatMoney, moneyFromWire } from '@arbora/shared/format';
import { WITHDRAWAL_NOT_CHARGED } from '@arbora/shared/messages/account';
import type { AmountDue, OrderWithdrawal, WithdrawalReceiptWithOutcome } from '@arbora/shared/schemas';
import { FormToken } from '@arbora/shared/platform';
import { Button } from '@arbora/shared/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { OrderNumber } from '../../../components/order-number';
import { FormName } from '../../../lib/page-forms';
import { CHOOSE_FORM, CONFIRM_FORM, LOOKUP_FORM, NOTHING_CHOSEN } from '../api/withdrawal-actions';
import { withdrawalErrorMessage } from '../api/withdrawal-calls';
import { nextOf, type WithdrawalNext } from '../next-steps';
import { CANCELLED_ORDER_LINE, EXCLUSION_LABELS } from './reasons';

export type WithdrawalLine = { id: number; name: string; reference: string; quantity: number };

/**
 * How the flow's forms post without JavaScript (withdrawal-actions.ts): to the page (`action`),
 * with these hidden fields (the guest's reference and e-mail); « Revenir au choix des articles » is
 * a link to `backTo` (the customer's order), else a post of the guest's lookup.
 */
export interface WithdrawalPosting {
  action: string;
  fields?: Readonly<Record<string, string>>;
  backTo?: string;
}

/** Where the page starts, as the server rendered it after a post (or `?confirmer=`, `?enregistre=`). */
export interface WithdrawalStart {
  step: 'choose' | 'confirm';
  chosen: number[];
  error: string | null;
  /** Recorded: the acknowledgement, with what follows as the API said it (null: recorded, its details in the e-mail). */
  receipt?: WithdrawalReceiptWithOutcome | null;
}

/** The hidden fields of a form posted to the page without JavaScript. */
function Posted({ posting, form, lineIds = [] }: { posting: WithdrawalPosting; form: string; lineIds?: number[] }) {
  return (
    <>
      <FormToken />
      <FormName name={form} />
      {Object.entries(posting.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {lineIds.map((id) => (
        <input key={id} type="hidden" name="line_ids" value={id} />
      ))}
    </>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    min-height: 44px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    flex: none;
  }
  small {
    display: block;
  }
`;
/** A step: its parts apart from one another (the alert, the list, the buttons). */
const Step = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    margin: 0;
  }
`;
const Submit = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function Period({ withdrawal }: { withdrawal: OrderWithdrawal }) {
  if (!withdrawal.deadline)
    return (
      <p>
        Votre commande n’est pas encore livrée&nbsp;: vous pouvez vous rétracter dès maintenant, et jusqu’à
        14&nbsp;jours après la livraison, sans avoir à vous justifier.
      </p>
    );
  return (
    <p>
      Livrée le {formatDate(withdrawal.delivered_at!)}&nbsp;: vous pouvez vous rétracter jusqu’au{' '}
      {formatDate(withdrawal.deadline)} inclus, sans avoir à vous justifier.
    </p>
  );
}

/** Puts the focus on a step's heading when the step appears (the customer hears where they are). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Confirm({
  chosen,
  busy,
  error,
  posting,
  onConfirm,
  onCancel,
}: {
  chosen: WithdrawalLine[];
  busy: boolean;
  error: string | null;
  posting: WithdrawalPosting;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ids = chosen.map((l) => l.id);
  const submit = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  const back: ReactNode = posting.backTo ? (
    <Button
      to={posting.backTo}
      variant="secondary"
      onClick={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      Revenir au choix des articles
    </Button>
  ) : (
    // The guest's order found again (POST: the reference and e-mail stay out of the URL), lines kept ticked.
    <form method="post" action={posting.action} onSubmit={submit(onCancel)} aria-label="Revenir au choix des articles">
      <Posted posting={posting} form={LOOKUP_FORM} lineIds={ids} />
      <Button type="submit" variant="secondary" disabled={busy}>
        Revenir au choix des articles
      </Button>
    </form>
  );
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Step aria-labelledby="retractation-confirmer">
      <h3 id="retractation-confirmer" tabIndex={-1} ref={heading}>
        Confirmez votre rétractation
      </h3>
      <p>Vous vous rétractez du contrat pour les articles suivants&nbsp;:</p>
      <List>
        {chosen.map((l) => (
          <li key={l.id}>
            {l.name} × {l.quantity}
            <small>Réf. {l.reference}</small>
          </li>
        ))}
      </List>
      {error ? (
        <Alert>
          <p>{error}</p>
        </Alert>
      ) : null}
      <Actions>
        <form method="post" action={posting.action} onSubmit={submit(onConfirm)} aria-label="Confirmer la rétractation">
          <Posted posting={posting} form={CONFIRM_FORM} lineIds={ids} />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Confirmer la rétractation
          </Button>
        </form>
        {back}
      </Actions>
    </Step>
  );
}

const NEXT_STEPS: Record<WithdrawalNext, ReactNode> = {
  order_cancelled: (
    <>
      Votre commande est annulée&nbsp;: elle n’était pas encore réglée, nous n’avons encaissé aucun paiement et elle ne
      vous sera ni facturée ni envoyée. Si un paiement nous parvient malgré tout (un virement déjà envoyé, par exemple),
      nous vous le remboursons au plus tard 14&nbsp;jours après sa réception.
    </>
  ),
  // The API's e-mail says the same words (shared WITHDRAWAL_NOT_CHARGED).
  not_charged: WITHDRAWAL_NOT_CHARGED.next,
  not_sent: (
    <>
      Ces articles ne vous ont pas encore été livrés&nbsp;: nous ne vous les enverrons pas, et vous n’avez rien à nous
      retourner. Nous vous remboursons au plus tard 14&nbsp;jours après réception de votre déclaration. Si un colis vous
      parvient malgré tout, refusez-le à la livraison.
    </>
  ),
  return: (
    <>
      Retournez ces produits dans leur état d’origine dans les 14&nbsp;jours&nbsp;; nous vous remboursons au plus tard
      14&nbsp;jours après réception de votre déclaration, le remboursement pouvant être différé jusqu’au retour des
      produits.
    </>
  ),
  // No outcome in the answer (an API older than shared 3.19): the e-mail says what follows.
  unknown: (
    <>
      L’accusé de réception vous dit aussi la suite pour votre commande&nbsp;: le retour des produits s’ils vous ont été
      livrés, votre remboursement, ou l’annulation d’une commande pas encore réglée.
    </>
  ),
};

/**
 * The acknowledgement. `receipt` null: recorded by a guest without JavaScript, whose order stays
 * out of the URL the confirmation is read from; its date, time and lines are in the e-mail.
 * `next`: what follows (next-steps.ts), as the API said it (`outcome`); some lines of an unpaid
 * order withdrawn, what is left to pay when the page has it.
 */
export function Done({
  receipt,
  lines,
  next,
  amountDue = null,
}: {
  receipt: WithdrawalReceiptWithOutcome | null;
  lines: WithdrawalLine[];
  next: WithdrawalNext;
  /** What is left to pay, when the page knows it (the customer's order): said after `not_charged`. */
  amountDue?: AmountDue | null;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Step aria-labelledby="retractation-enregistree">
      <Alert tone="success">
        <h3 id="retractation-enregistree" tabIndex={-1} ref={heading}>
          Votre rétractation est enregistrée
        </h3>
        {receipt ? (
          <p>
            Nous avons reçu votre rétractation le {formatDateTime(receipt.withdrawn_at)} (commande{' '}
            <OrderNumber>{receipt.reference}</OrderNumber>). Un accusé de réception indiquant cette date et cette heure
            vous est envoyé par e-mail.
          </p>
        ) : (
          <p>
            Nous avons reçu votre rétractation. Un accusé de réception indiquant sa date, son heure et les articles
            concernés vous est envoyé par e-mail.
          </p>
        )}
      </Alert>
      {receipt ? (
        <List aria-label="Articles concernés">
          {receipt.lines.map((l) => (
            <li key={l.line_id}>
              {l.name} × {l.quantity}
              <small>Réf. {lines.find((x) => x.id === l.line_id)?.reference}</small>
            </li>
          ))}
        </List>
      ) : null}
      <p>{NEXT_STEPS[next]}</p>
      {next === 'not_charged' && amountDue && amountDue.withdrawn_ttc > 0 ? (
        <p>
          <strong>{WITHDRAWAL_NOT_CHARGED.amountDue(formatMoney(moneyFromWire(amountDue.amount_ttc)))}</strong>
        </p>
      ) : null}
    </Step>
  );
}

/**
 * The withdrawal cancelled the order (the API's rule: an unpaid order whose every line to be
 * charged is withdrawn): some line withdrawn, every other one « not concluded ». A guest's page has
 * no order status to tell, so this is what its answers say; the customer's page passes the status.
 */
export const cancelledByWithdrawal = (withdrawal: OrderWithdrawal): boolean =>
  withdrawal.lines.some((l) => l.status === 'withdrawn') &&
  withdrawal.lines.every((l) => l.status === 'withdrawn' || l.reason === 'order_not_concluded');

/**
 * The withdrawal function: choose the lines (« Renoncer au contrat ici »), confirm them
 * (« Confirmer la rétractation »), then the acknowledgement with its date and time. Lines that
 * cannot be withdrawn say why; lines already withdrawn say when.
 */
export function WithdrawalFlow({
  lines,
  withdrawal,
  submit,
  posting,
  start,
  cancelled = cancelledByWithdrawal(withdrawal),
  amountDue = null,
}: {
  lines: WithdrawalLine[];
  withdrawal: OrderWithdrawal;
  /** The order is cancelled (its lines left read « Commande annulée », not « non conclue »). */
  cancelled?: boolean;
  /** Records the withdrawal: the API's answer, which says what follows (`outcome`). */
  submit: (lineIds: number[]) => Promise<WithdrawalReceiptWithOutcome>;
  posting: WithdrawalPosting;
  start?: WithdrawalStart;
  /** What is left to pay now (the order's `amount_due`, read again after the withdrawal), if the page has it. */
  amountDue?: AmountDue | null;
}) {
  const stateOf = (id: number) => withdrawal.lines.find((l) => l.line_id === id);
  const available = (id: number) => stateOf(id)?.status === 'available';
  const startChosen = (start?.chosen ?? []).filter(available);
  const [chosen, setChosen] = useState<number[]>(startChosen);
  const [step, setStep] = useState<'choose' | 'confirm'>(
    start?.step === 'confirm' && startChosen.length ? 'confirm' : 'choose',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(start?.error ?? null);
  const [receipt, setReceipt] = useState<WithdrawalReceiptWithOutcome | null>(null);

  // What follows is the API's answer (`outcome`), for the customer and the guest alike.
  if (receipt) return <Done receipt={receipt} lines={lines} next={nextOf(receipt.outcome)} amountDue={amountDue} />;
  if (start?.receipt !== undefined)
    return <Done receipt={start.receipt} lines={lines} next={nextOf(start.receipt?.outcome)} amountDue={amountDue} />;
  if (step === 'confirm')
    return (
      <Confirm
        chosen={lines.filter((l) => chosen.includes(l.id))}
        busy={busy}
        error={error}
        posting={posting}
        onCancel={() => {
          setError(null);
          setStep('choose');
        }}
        onConfirm={async () => {
          if (busy) return;
          setBusy(true);
          setError(null);
          try {
            setReceipt(await submit(chosen));
          } catch (caught) {
            setError(withdrawalErrorMessage(caught));
          } finally {
            setBusy(false);
          }
        }}
      />
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen.length) {
      setError(NOTHING_CHOSEN);
      return;
    }
    setError(null);
    setStep('confirm');
  };
  return (
    <form onSubmit={onSubmit} method="post" action={posting.action} aria-label="Rétractation" noValidate>
      <Posted posting={posting} form={CHOOSE_FORM} />
      {withdrawal.open ? <Period withdrawal={withdrawal} /> : null}
      <List>
        {lines.map((line) => {
          const state = stateOf(line.id);
          const label = (
            <>
              {line.name} × {line.quantity}
              <small>Réf. {line.reference}</small>
            </>
          );
          if (state?.status === 'available')
            return (
              <li key={line.id}>
                <label>
                  <input
                    type="checkbox"
                    name="line_ids"
                    value={line.id}
                    checked={chosen.includes(line.id)}
                    onChange={(e) =>
                      setChosen((c) => (e.target.checked ? [...c, line.id] : c.filter((id) => id !== line.id)))
                    }
                  />
                  <span>{label}</span>
                </label>
              </li>
            );
          return (
            <li key={line.id}>
              {label}
              <small>
                {state?.status === 'withdrawn'
                  ? `Rétractation enregistrée le ${formatDateTime(state.withdrawn_at!)}.`
                  : state?.reason === 'order_not_concluded' && cancelled
                    ? CANCELLED_ORDER_LINE
                    : state?.reason
                      ? EXCLUSION_LABELS[state.reason]
                      : null}
              </small>
            </li>
          );
        })}
      </List>
      {error ? (
        <Alert>
          <p>{error}</p>
        </Alert>
      ) : null}
      {withdrawal.open ? (
        <Submit>
          <Button type="submit">Renoncer au contrat ici</Button>
        </Submit>
      ) : null}
    </form>
  );
}
