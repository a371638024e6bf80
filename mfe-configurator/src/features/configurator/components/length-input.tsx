import { TextField } from '@arbora/shared/ui/forms';
import { useEffect, useState } from 'react';
import { MAX_SEGMENT_MM, MIN_SEGMENT_MM } from '../../../lib/fence-engine/constants';

interface LengthInputProps {
  label: string;
  valueMm: number;
  onChange: (mm: number) => void;
  minMm?: number;
  maxMm?: number;
}

const toText = (mm: number) => (mm / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** A length in metres as a French shopper types it (« 12,5 »); committed as soon as it is valid. */
export function LengthInput({
  label,
  valueMm,
  onChange,
  minMm = MIN_SEGMENT_MM,
  maxMm = MAX_SEGMENT_MM,
}: LengthInputProps) {
  const [text, setText] = useState(toText(valueMm));
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setText(toText(valueMm)), [valueMm]);
  const parse = (value: string) => {
    const number = Number(value.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(number) && value.trim() !== '' ? Math.round(number * 1000) : null;
  };
  const outOfRange = `Entre ${toText(minMm)} et ${toText(maxMm)}\u00a0m.`;
  return (
    <TextField
      label={`${label} (en mètres)`}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        const mm = parse(event.target.value);
        if (mm !== null && mm >= minMm && mm <= maxMm) {
          setError(undefined);
          onChange(mm);
        }
      }}
      onBlur={() => {
        const mm = parse(text);
        setError(mm === null || mm < minMm || mm > maxMm ? outOfRange : undefined);
      }}
    />
  );
}
