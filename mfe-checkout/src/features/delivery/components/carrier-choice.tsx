import type { Carrier } from '@arbora/shared/schemas';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { euros } from '../../../lib/cart';

export interface CarrierChoiceProps {
  carriers: readonly Carrier[];
  value: string | null;
  busy: boolean;
  error?: string | undefined;
  onChoose: (technicalName: string) => void;
}

const delay = (days: number) => (days <= 1 ? 'sous 1 jour ouvré' : `sous ${days} jours ouvrés`);

/** The carriers the API priced for this cart's weight (`cart.carriers`), with price and delay. */
export function CarrierChoice({ carriers, value, busy, error, onChoose }: CarrierChoiceProps) {
  return (
    <RadioGroup label="Mode de livraison" required error={error}>
      {carriers.map((carrier) => (
        <Radio
          key={carrier.technical_name}
          name="transporteur"
          value={carrier.technical_name}
          checked={value === carrier.technical_name}
          disabled={busy}
          onChange={() => onChoose(carrier.technical_name)}
          label={`${carrier.name} – ${carrier.price_ttc === 0 ? 'gratuit' : `${euros(carrier.price_ttc)} TTC`}`}
          hint={`${carrier.description} Expédition ${delay(carrier.delay_days)}.`}
        />
      ))}
    </RadioGroup>
  );
}
