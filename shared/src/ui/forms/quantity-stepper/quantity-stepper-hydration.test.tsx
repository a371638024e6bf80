import { screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { QuantityStepper } from './quantity-stepper';

const field = () => screen.getByLabelText<HTMLInputElement>('Quantité');
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A key pressed as the browser does it: the digit added to what the field shows, then `input`. */
function press(digit: string) {
  const input = field();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + digit);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A shopper's key that lands once the hydration is committed, before its effects have run. */
function KeyAfterCommit({ digit }: { digit: string }) {
  useLayoutEffect(() => queueMicrotask(() => press(digit)), [digit]);
  return null;
}

const page = (withKey: boolean) => (
  <ThemeProvider theme={theme}>
    <QuantityStepper quantity={1} max={50} onChange={() => undefined} />
    {withKey ? <KeyAfterCommit digit="2" /> : null}
  </ThemeProvider>
);

describe('QuantityStepper hydration', () => {
  let root: Root | null = null;
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // The browser's own scheduling, as in a page: the hydration's effects run in a later task.
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    await aTask();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('keeps a digit typed between the hydration and its effects (the field was set back to the quantity)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    startTransition(() => {
      root = hydrateRoot(container, page(true), { onRecoverableError: () => undefined });
    });
    for (let i = 0; i < 10 && field().value === '1'; i += 1) await aTask();
    for (let i = 0; i < 5; i += 1) await aTask();
    expect(field()).toHaveValue(12);
  });
});
