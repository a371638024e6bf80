import { useId } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Row = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  button,
  input {
    border: 0;
    background: transparent;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    min-height: 2.75rem;
  }
  button {
    width: 2.75rem;
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  button:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
  input {
    width: 3.5rem;
    text-align: center;
  }
  button:focus-visible,
  input:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: -3px;
  }
`;

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** « − 1 + »: a number field kept between 1 and the stock. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const id = useId();
  const set = (next: number) => onChange(Math.min(max, Math.max(1, Number.isFinite(next) ? Math.round(next) : 1)));
  return (
    <Root>
      <label htmlFor={id}>Quantité</label>
      <Row>
        <button type="button" onClick={() => set(value - 1)} disabled={disabled || value <= 1} aria-label="Retirer un">
          −
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          onClick={() => set(value + 1)}
          disabled={disabled || value >= max}
          aria-label="Ajouter un"
        >
          +
        </button>
      </Row>
    </Root>
  );
}
