import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Stepper(props: Partial<QuantityStepperProps> & { start?: number; onCommit?: (n: number) => void }) {
  const { start = 2, onCommit, ...rest } = props;
  const [quantity, setQuantity] = useState(start);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <QuantityStepper
        quantity={quantity}
        max={5}
        onChange={(next) => {
          onCommit?.(next);
          setQuantity(next);
        }}
        {...rest}
      />
    </form>
  );
}

describe('QuantityStepper', () => {
  it('gives − , the field and + a 44 px target each (a thumb on a phone)', () => {
    renderWithTheme(<Stepper start={2} />);
    for (const control of [
      screen.getByRole('button', { name: 'Diminuer la quantité' }),
      screen.getByLabelText('Quantité'),
      screen.getByRole('button', { name: 'Augmenter la quantité' }),
    ])
      expect(getComputedStyle(control).minHeight).toBe('2.75rem');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Augmenter la quantité' })).minWidth).toBe('2.75rem');
  });

  it('shows « Quantité » and steps between 1 and the stock with plain buttons', async () => {
    const { container } = renderWithTheme(<Stepper start={4} />);
    const field = screen.getByLabelText('Quantité');
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité' });
    const minus = screen.getByRole('button', { name: 'Diminuer la quantité' });
    expect(plus).toHaveAttribute('type', 'button');
    await userEvent.click(plus);
    expect(field).toHaveValue(5);
    expect(plus).toBeDisabled();
    for (let i = 0; i < 4; i++) await userEvent.click(minus);
    expect(field).toHaveValue(1);
    expect(minus).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('counts a typed quantity when committed, brought within the stock; a wrong one is undone', async () => {
    const committed: number[] = [];
    renderWithTheme(<Stepper onCommit={(n) => committed.push(n)} />);
    const field = screen.getByLabelText('Quantité');
    await userEvent.clear(field);
    await userEvent.type(field, '9');
    expect(committed).toEqual([]);
    await userEvent.tab();
    expect(committed).toEqual([5]);
    expect(field).toHaveValue(5);
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    expect(field).toHaveValue(5);
    await userEvent.clear(field);
    await userEvent.type(field, '3{Enter}');
    expect(committed).toEqual([5, 3]);
  });

  it('names what it counts, and without JavaScript − and + post their quantity under submitName', () => {
    renderWithTheme(<Stepper name="Lame Lisbonne" submitName="set_quantity" describedBy="err" />);
    const field = screen.getByRole('spinbutton', { name: 'Quantité de « Lame Lisbonne »' });
    expect(field).toHaveAttribute('name', 'quantity');
    expect(field).toHaveAttribute('aria-describedby', 'err');
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité de « Lame Lisbonne »' });
    expect(plus).toHaveAttribute('type', 'submit');
    expect(plus).toHaveAttribute('name', 'set_quantity');
    expect(plus).toHaveAttribute('value', '3');
    expect(screen.getByRole('button', { name: 'Diminuer la quantité de « Lame Lisbonne »' })).toHaveAttribute(
      'value',
      '1',
    );
  });
});
