/** @jest-environment node */
import { cartElementSchema, WITHDRAWAL_PERIOD_DAYS } from '@arbora/shared/schemas';
import * as figures from './contract-figures';

describe('the contract figures the product page renders with', () => {
  it('are the schemas’ own', () => {
    expect(figures.WITHDRAWAL_PERIOD_DAYS).toBe(WITHDRAWAL_PERIOD_DAYS);
    expect(figures.MAX_LINE_QUANTITY).toBe(cartElementSchema.shape.quantity.maxValue);
  });
});
