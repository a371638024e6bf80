import type { Cart } from '@arbora/shared/schemas';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { unavailableHint } from '../../../lib/cart';
import { STEP_IDS } from './delivery-error-summary';

export type PaymentMethod = Cart['payments'][number]['technical_name'];

export interface PaymentChoiceProps {
  payments: Cart['payments'];
  value: PaymentMethod | null;
  error?: string | undefined;
  onChoose: (method: PaymentMethod) => void;
}

/** Whether the cart offers this method for its total (the API applies the shared rule). */
export const isPayable = (payments: Cart['payments'], method: PaymentMethod | null): method is PaymentMethod =>
  payments.some((p) => p.technical_name === method && p.available);

/**
 * Card, transfer or credit, as the cart offers them (`cart.payments`): a method the total does not
 * qualify for stays in the list, disabled, with the reason instead of its description.
 */
export function PaymentChoice({ payments, value, error, onChoose }: PaymentChoiceProps) {
  return (
    <RadioGroup label="Moyen de paiement" required error={error}>
      {payments.map((payment) => (
        <Radio
          key={payment.technical_name}
          id={STEP_IDS.payment(payment.technical_name)}
          name="paiement"
          value={payment.technical_name}
          checked={payment.available && value === payment.technical_name}
          disabled={!payment.available}
          onChange={() => onChoose(payment.technical_name)}
          label={payment.name}
          hint={payment.available ? payment.description : unavailableHint(payment.unavailable_reason ?? '')}
        />
      ))}
    </RadioGroup>
  );
}
