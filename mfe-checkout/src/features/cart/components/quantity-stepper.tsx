import { Button, visuallyHiddenStyles } from '@arbora/shared/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  input {
    width: 3.5rem;
    min-height: 2.5rem;
    text-align: center;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const HiddenLabel = styled.label`
  ${visuallyHiddenStyles}
`;

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** The stock: the stepper never asks for more. */
  max: number;
  disabled: boolean;
  describedBy?: string | undefined;
  onChange: (quantity: number) => void;
}

/**
 * − / field / +, bounded by 1 and the stock; a typed quantity is sent when committed (blur, Enter).
 * Inside its line's form: without JavaScript − and + post their quantity (`set_quantity`) and Enter
 * posts the typed one (`quantity`, through the line's default button).
 */
export function QuantityStepper({ name, quantity, max, disabled, describedBy, onChange }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const wanted = Number.parseInt(draft, 10);
    if (!Number.isFinite(wanted) || wanted < 1) return setDraft(String(quantity));
    const bounded = Math.min(wanted, max);
    setDraft(String(bounded));
    if (bounded !== quantity) onChange(bounded);
  };

  return (
    <Row>
      <Button
        variant="secondary"
        size="sm"
        type="submit"
        name="set_quantity"
        value={String(quantity - 1)}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        aria-label={`Diminuer la quantité de « ${name} »`}
      >
        −
      </Button>
      <HiddenLabel htmlFor={id}>Quantité de « {name} »</HiddenLabel>
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
      <Button
        variant="secondary"
        size="sm"
        type="submit"
        name="set_quantity"
        value={String(quantity + 1)}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
        aria-label={`Augmenter la quantité de « ${name} »`}
      >
        +
      </Button>
    </Row>
  );
}
