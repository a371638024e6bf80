import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { AmountDue as Due, CartLine } from '@arbora/shared/schemas';
import styled from 'styled-components';

const money = (amount: number) => formatMoney(moneyFromWire(amount));

const Figures = styled.dl`
  margin: ${({ theme }) => theme.space.md} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 4px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  div:last-child {
    border-bottom: 0;
    font-weight: 700;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    white-space: nowrap;
  }
`;

/**
 * What is left to pay for an unpaid order some lines of which were withdrawn (the API's
 * `amount_due`, its one rule): the total ordered, each withdrawn line deducted (its price and
 * éco-participation, less its share of a discount), then « Reste à régler », which the card page
 * and the transfer details ask for. Nothing when no line is withdrawn: the summary's total is due.
 */
export function AmountDue({ due, lines }: { due: Due | null | undefined; lines: CartLine[] }) {
  if (!due || due.withdrawn_ttc === 0) return null;
  return (
    <section aria-labelledby="commande-reste-a-regler">
      <h3 id="commande-reste-a-regler">Montant à régler après votre rétractation</h3>
      <Figures>
        <div>
          <dt>Montant de la commande</dt>
          <dd>{money(due.total_ttc)}</dd>
        </div>
        {due.lines.map((l) => {
          const line = lines.find((x) => x.id === l.line_id);
          return (
            <div key={l.line_id}>
              <dt>
                Article retiré&nbsp;: {line?.name ?? 'article'}
                {line ? ` × ${line.quantity}` : null}
              </dt>
              <dd>−&nbsp;{money(l.amount_ttc)}</dd>
            </div>
          );
        })}
        <div>
          <dt>Reste à régler</dt>
          <dd>{money(due.amount_ttc)}</dd>
        </div>
      </Figures>
      <p>
        <small>
          Les articles dont vous vous êtes rétracté ne vous sont pas facturés&nbsp;; les frais de livraison restent
          inchangés.
        </small>
      </p>
    </section>
  );
}
