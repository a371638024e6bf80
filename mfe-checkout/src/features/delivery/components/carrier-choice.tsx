import type { Carrier } from '@arbora/shared/schemas';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { euros } from '../../../lib/cart';
import { STEP_IDS } from './delivery-error-summary';

export interface CarrierChoiceProps {
  carriers: readonly Carrier[];
  value: string | null;
  busy: boolean;
  error?: string | undefined;
  onChoose: (technicalName: string) => void;
}

/**
 * The carrier's delay from the order to the delivery or the pickup (API `delay_days`), which lies
 * within the site's delivery promise: not a time to dispatch, which the product pages state.
 */
export const carrierDelay = (days: number) =>
  `Délai\u00a0: ${days <= 1 ? '1 jour ouvré' : `${days} jours ouvrés`} au plus.`;

/** The carriers the API priced for this cart's weight (`cart.carriers`), with price and delay. */
export function CarrierChoice({ carriers, value, busy, error, onChoose }: CarrierChoiceProps) {
  return (
    <RadioGroup label="Mode de livraison" required error={error}>
      {carriers.map((carrier) => (
        <Radio
          key={carrier.technical_name}
          id={STEP_IDS.carrier(carrier.technical_name)}
          name="transporteur"
          value={carrier.technical_name}
          checked={value === carrier.technical_name}
          disabled={busy}
          onChange={() => onChoose(carrier.technical_name)}
          label={`${carrier.name} – ${carrier.price_ttc === 0 ? 'gratuit' : `${euros(carrier.price_ttc)} TTC`}`}
          hint={`${carrier.description} ${carrierDelay(carrier.delay_days)}`}
        />
      ))}
    </RadioGroup>
  );
}
