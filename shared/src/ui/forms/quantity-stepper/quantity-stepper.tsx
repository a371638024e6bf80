import { Button, visuallyHiddenStyles } from '@arbora/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  /* A thumb's target (44 px) for − and + and the field between them, on every product page and cart line. */
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
  }
  input {
    width: 3.5rem;
    min-height: 2.75rem;
    text-align: center;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

export interface QuantityStepperProps {
  quantity: number;
  /** The stock: the stepper never asks for more. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /**
   * What is counted (a cart line's product): the field and its buttons name it, the label is read
   * by screen readers only. Without it the label « Quantité » is shown above the field.
   */
  name?: string;
  describedBy?: string | undefined;
  /**
   * Without JavaScript, − and + submit their form with their quantity under this name (a cart
   * line's `set_quantity`); without it they are plain buttons that need JavaScript.
   */
  submitName?: string;
}

/**
 * − / field / +, bounded by 1 and the stock. The field's name is `quantity` (its form posts it); a
 * typed quantity counts when committed (blur, Enter), and one out of bounds is brought back within.
 */
export function QuantityStepper({
  quantity,
  max,
  onChange,
  disabled = false,
  name,
  describedBy,
  submitName,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  // A new quantity (− / +, the cart's answer) replaces the draft, adjusted during the render; never
  // on mount: an effect ran after the hydration's commit and wiped a digit typed since.
  const [shown, setShown] = useState(quantity);
  if (quantity !== shown) {
    setShown(quantity);
    setDraft(String(quantity));
  }
  const of = name ? ` de « ${name} »` : '';

  const commit = () => {
    const wanted = Number.parseInt(draft, 10);
    if (!Number.isFinite(wanted) || wanted < 1) return setDraft(String(quantity));
    const bounded = Math.min(wanted, max);
    setDraft(String(bounded));
    if (bounded !== quantity) onChange(bounded);
  };
  const step = (to: number, label: string, text: string, off: boolean) => (
    <Button
      variant="secondary"
      size="sm"
      {...(submitName ? { type: 'submit' as const, name: submitName, value: String(to) } : { type: 'button' as const })}
      disabled={disabled || off}
      onClick={() => onChange(to)}
      aria-label={`${label} la quantité${of}`}
    >
      {text}
    </Button>
  );

  return (
    <Root>
      <Label htmlFor={id} $hidden={Boolean(name)}>
        Quantité{of}
      </Label>
      <Row>
        {step(quantity - 1, 'Diminuer', '−', quantity <= 1)}
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        {step(quantity + 1, 'Augmenter', '+', quantity >= max)}
      </Row>
    </Root>
  );
}
