import type { Cart } from '@arbora/shared/schemas';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';

export type PaymentMethod = Cart['payments'][number]['technical_name'];

export interface PaymentChoiceProps {
  payments: Cart['payments'];
  value: PaymentMethod | null;
  error?: string | undefined;
  onChoose: (method: PaymentMethod) => void;
}

/** Card, transfer or credit, as the cart offers them (`cart.payments`). */
export function PaymentChoice({ payments, value, error, onChoose }: PaymentChoiceProps) {
  return (
    <RadioGroup label="Moyen de paiement" required error={error}>
      {payments.map((payment) => (
        <Radio
          key={payment.technical_name}
          name="paiement"
          value={payment.technical_name}
          checked={value === payment.technical_name}
          onChange={() => onChoose(payment.technical_name)}
          label={payment.name}
          hint={payment.description}
        />
      ))}
    </RadioGroup>
  );
}
