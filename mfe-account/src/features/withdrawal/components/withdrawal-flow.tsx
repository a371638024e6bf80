import { formatDate, formatDateTime } from '@arbora/shared/format';
import type { OrderWithdrawal, WithdrawalReceipt } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { withdrawalErrorMessage } from '../api/withdrawal-calls';
import { EXCLUSION_LABELS } from './reasons';

export type WithdrawalLine = { id: number; name: string; reference: string; quantity: number };

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
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function Period({ withdrawal }: { withdrawal: OrderWithdrawal }) {
  if (!withdrawal.deadline)
    return (
      <p>
        Votre commande n’est pas encore livrée : vous pouvez vous rétracter dès maintenant, et jusqu’à 14 jours après la
        livraison, sans avoir à vous justifier.
      </p>
    );
  return (
    <p>
      Livrée le {formatDate(withdrawal.delivered_at!)} : vous pouvez vous rétracter jusqu’au{' '}
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
  onConfirm,
  onCancel,
}: {
  chosen: WithdrawalLine[];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="retractation-confirmer">
      <h3 id="retractation-confirmer" tabIndex={-1} ref={heading}>
        Confirmez votre rétractation
      </h3>
      <p>Vous vous rétractez du contrat pour les articles suivants :</p>
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
        <Button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          Confirmer la rétractation
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Revenir au choix des articles
        </Button>
      </Actions>
    </section>
  );
}

function Done({ receipt, lines }: { receipt: WithdrawalReceipt; lines: WithdrawalLine[] }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="retractation-enregistree">
      <Alert tone="success">
        <h3 id="retractation-enregistree" tabIndex={-1} ref={heading}>
          Votre rétractation est enregistrée
        </h3>
        <p>
          Nous avons reçu votre rétractation le {formatDateTime(receipt.withdrawn_at)} (commande {receipt.reference}).
          Un accusé de réception indiquant cette date et cette heure vous est envoyé par e-mail.
        </p>
      </Alert>
      <List aria-label="Articles concernés">
        {receipt.lines.map((l) => (
          <li key={l.line_id}>
            {l.name} × {l.quantity}
            <small>Réf. {lines.find((x) => x.id === l.line_id)?.reference}</small>
          </li>
        ))}
      </List>
      <p>
        Retournez ces produits dans leur état d’origine dans les 14 jours ; nous vous remboursons au plus tard 14 jours
        après réception de votre déclaration, le remboursement pouvant être différé jusqu’au retour des produits.
      </p>
    </section>
  );
}

/**
 * The withdrawal function: choose the lines (« Renoncer au contrat ici »), confirm them
 * (« Confirmer la rétractation »), then the acknowledgement with its date and time. Lines that
 * cannot be withdrawn say why; lines already withdrawn say when.
 */
export function WithdrawalFlow({
  lines,
  withdrawal,
  submit,
}: {
  lines: WithdrawalLine[];
  withdrawal: OrderWithdrawal;
  submit: (lineIds: number[]) => Promise<WithdrawalReceipt>;
}) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const stateOf = (id: number) => withdrawal.lines.find((l) => l.line_id === id);

  if (receipt) return <Done receipt={receipt} lines={lines} />;
  if (step === 'confirm')
    return (
      <Confirm
        chosen={lines.filter((l) => chosen.includes(l.id))}
        busy={busy}
        error={error}
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
      setError('Choisissez au moins un article.');
      return;
    }
    setError(null);
    setStep('confirm');
  };
  return (
    <form onSubmit={onSubmit} method="post" aria-label="Rétractation" noValidate>
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
      {withdrawal.open ? <Button type="submit">Renoncer au contrat ici</Button> : null}
    </form>
  );
}
