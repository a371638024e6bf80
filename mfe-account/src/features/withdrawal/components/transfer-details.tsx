import { formatDate, formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { TransferInstructions } from '@arbora/shared/schemas';
import { BankDetails, Card } from '@arbora/shared/ui/commerce';
import { CardHeading } from '../../../components/card-heading';

/** Where to send the transfer an order awaits: the same details as the confirmation page and the e-mail. */
export function TransferDetails({ transfer }: { transfer: TransferInstructions }) {
  return (
    <Card as="section" aria-labelledby="commande-virement">
      <CardHeading id="commande-virement">Payer par virement</CardHeading>
      <p>
        Votre commande sera préparée à réception de votre virement, à effectuer avant le {formatDate(transfer.deadline)}
        . Indiquez la référence ci-dessous dans le libellé.
      </p>
      <BankDetails
        holder={transfer.holder}
        iban={transfer.iban}
        bic={transfer.bic}
        amount={formatMoney(moneyFromWire(transfer.amount))}
        reference={transfer.reference}
        deadline={formatDate(transfer.deadline)}
      />
    </Card>
  );
}
