import { t } from '@arbora/shared/messages/checkout';
import { formatDate } from '@arbora/shared/format';
import type { Order, OrderDetail, PaymentOutcome } from '@arbora/shared/schemas';
import { BankDetails } from '@arbora/shared/ui/commerce';
import { OrderNumber } from '../../../components/order-number';
import { Notice, Panel } from '../../../components/panels';
import { euros } from '../../../lib/cart';
import { PayAgainForm } from './pay-again-form';

export const OUTCOME_TITLES: Record<PaymentOutcome, string> = {
  card: 'Merci, votre commande est confirmée',
  transfer: 'Votre commande est enregistrée',
  credit: 'Votre demande de financement',
  blocked: 'Votre commande est en cours de vérification',
  card_error: 'Votre paiement n’a pas abouti',
  pending: 'Paiement en cours de vérification',
};

export interface OutcomePanelProps {
  /** GET /v1/order/{ref} answers the detail: `transfer` (with its deadline) while a transfer is awaited. */
  order: Order & { transfer?: OrderDetail['transfer'] };
  outcome: PaymentOutcome;
  /** The bounded polling of a pending card payment gave up. */
  exhausted: boolean;
}

/** What happened to the payment and what comes next, for each outcome of SPEC 4. */
export function OutcomePanel({ order, outcome, exhausted }: OutcomePanelProps) {
  const { payment } = order;
  return (
    <Panel aria-labelledby="commande-paiement">
      <h2 id="commande-paiement">Paiement</h2>
      {outcome === 'card' ? (
        <Notice $tone="success" role="status">
          <p>Votre paiement par carte de {euros(order.total_ttc)} est accepté. Nous préparons votre commande.</p>
        </Notice>
      ) : null}
      {outcome === 'pending' ? (
        <Notice $tone="info" role="status">
          <p>{exhausted ? t('checkout_status_still_pending') : t('checkout_status_pending')}</p>
        </Notice>
      ) : null}
      {outcome === 'transfer' && payment.bank ? (
        <>
          <p>
            Votre commande sera préparée à réception de votre virement. Merci d’indiquer la référence ci-dessous dans le
            libellé.
          </p>
          <BankDetails
            holder={payment.bank.holder}
            iban={payment.bank.iban}
            bic={payment.bank.bic}
            amount={euros(payment.bank.amount)}
            reference={payment.bank.reference}
            {...(order.transfer?.deadline ? { deadline: formatDate(order.transfer.deadline) } : {})}
          />
        </>
      ) : null}
      {outcome === 'credit' ? (
        payment.decision === 'accepted' ? (
          <Notice $tone="success" role="status">
            <p>
              Bonne nouvelle, votre financement de {euros(order.total_ttc)} est accepté. Votre commande sera préparée
              dès le versement des fonds par notre partenaire.
            </p>
          </Notice>
        ) : (
          <>
            <Notice $tone="warn" role="status">
              <p>
                Votre demande de financement n’a pas été acceptée.{payment.reason ? ` ${payment.reason}` : ''} Votre
                commande <OrderNumber>{order.reference}</OrderNumber> est conservée, vous pouvez la payer avec un autre
                moyen de paiement.
              </p>
            </Notice>
            {order.status === 'payment_failed' ? <PayAgainForm order={order} /> : null}
          </>
        )
      ) : null}
      {outcome === 'blocked' ? (
        <Notice $tone="info" role="status">
          <p>
            {payment.reason ? `${payment.reason} ` : ''}Notre service client vérifie votre commande et vous contactera
            sous 24{'\u00a0'}h. Aucun montant n’a été débité. Vous recevrez ensuite un e-mail pour finaliser le
            paiement.
          </p>
        </Notice>
      ) : null}
      {outcome === 'card_error' ? (
        <>
          <Notice $tone="error" role="alert">
            <p>
              Votre banque a refusé le paiement. Votre commande <OrderNumber>{order.reference}</OrderNumber> est
              conservée, vous pouvez la payer à nouveau par carte ou avec un autre moyen de paiement.
            </p>
          </Notice>
          <PayAgainForm order={order} />
        </>
      ) : null}
    </Panel>
  );
}
