import { TextField } from '@arbora/shared/ui/forms';
import { useState } from 'react';
import { lengthMessage, parseMetres as parse } from '../../../lib/fence-engine/config-query';
import { MAX_SEGMENT_MM, MIN_SEGMENT_MM } from '../../../lib/fence-engine/constants';

interface LengthInputProps {
  label: string;
  valueMm: number;
  onChange: (mm: number) => void;
  minMm?: number;
  maxMm?: number;
  id?: string;
  /** The field's query name in the settings form submitted without JavaScript. */
  name?: string;
  /** The text typed in that submit, shown back (instead of `valueMm`) when it was refused. */
  typed?: string;
  /** The server's refusal of that text, until the shopper types again. */
  error?: string;
}

const toText = (mm: number) => (mm / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** A length in metres as a French shopper types it (« 12,5 »); committed as soon as it is valid. */
export function LengthInput({
  label,
  valueMm,
  onChange,
  minMm = MIN_SEGMENT_MM,
  maxMm = MAX_SEGMENT_MM,
  id,
  name,
  typed,
  error: refused,
}: LengthInputProps) {
  const [text, setText] = useState(typed ?? toText(valueMm));
  const [error, setError] = useState<string | undefined>(refused);
  // A new value from outside (another field, the URL) rewrites the text; the first render keeps
  // what was typed.
  const [shownMm, setShownMm] = useState(valueMm);
  if (shownMm !== valueMm) {
    setShownMm(valueMm);
    setText(toText(valueMm));
  }
  // The server's refusal of the same text (a submit without JavaScript): one sentence for both.
  const outOfRange = lengthMessage(minMm, maxMm);
  return (
    <TextField
      label={`${label} (en mètres)`}
      id={id}
      name={name}
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
