import { screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { pressKeyAfterHydration } from '../../../testing';
import { theme } from '../../theme/theme';
import { QuantityStepper } from './quantity-stepper';

const field = () => screen.getByLabelText<HTMLInputElement>('Quantité');

describe('QuantityStepper hydration', () => {
  it('keeps a digit typed between the hydration and its effects (the field was set back to the quantity)', async () => {
    const { cleanup } = await pressKeyAfterHydration(
      <ThemeProvider theme={theme}>
        <QuantityStepper quantity={1} max={50} onChange={() => undefined} />
      </ThemeProvider>,
      field,
      '2',
    );
    try {
      expect(field()).toHaveValue(12);
    } finally {
      await cleanup();
    }
  });
});
