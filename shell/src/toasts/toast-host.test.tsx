import { bus, showToast, type ToastSeverity } from '@arbora/shared/bus';
import { act, render, screen, within } from '@testing-library/react';
import { theme } from '@arbora/shared/ui';
import { ThemeProvider } from 'styled-components';
import { TOAST_LIFE_MS } from '../core/constants';
import { ToastHost } from './toast-host';

const renderHost = () =>
  render(
    <ThemeProvider theme={theme}>
      <ToastHost />
    </ThemeProvider>,
  );

afterEach(() => {
  jest.useRealTimers();
});

const polite = () => screen.getByRole('status');
const assertive = () => screen.getByRole('alert');

describe('ToastHost (SPEC 4, 8)', () => {
  it('shows a toast asked for on the bus, with the French text of its key', () => {
    renderHost();
    act(() => showToast({ severity: 'success', message: 'login_success' }));
    expect(polite()).toHaveTextContent('Succès : Connexion réussie. Bienvenue sur votre compte.');
  });

  it('shows the catalogue’s texts in French typography (curly apostrophe, no-break space before « : »)', () => {
    renderHost();
    act(() => {
      showToast({ severity: 'error', message: 'cart_rule_invalid_code' });
      showToast({ severity: 'warn', message: 'cart_stock_insufficient' });
    });
    expect(assertive()).toHaveTextContent('Ce code promo n’est pas valide.');
    expect(polite().textContent).toContain(
      'Stock insuffisant pour cet article (quantité disponible\u00a0: {available})',
    );
  });

  it.each<[ToastSeverity, 'polite' | 'assertive', string]>([
    ['info', 'polite', 'Information'],
    ['success', 'polite', 'Succès'],
    ['secondary', 'polite', 'Message'],
    ['warn', 'polite', 'Attention'],
    ['error', 'assertive', 'Erreur'],
    ['contrast', 'polite', 'Message'],
  ])('announces a %s toast in the %s live region', (severity, region, spoken) => {
    renderHost();
    act(() => bus.emit('toast:show', { severity, message: { text: `Un message ${severity}` } }));
    const live = region === 'polite' ? polite() : assertive();
    expect(live).toHaveAttribute('aria-live', region);
    expect(live).toHaveTextContent(`${spoken} : Un message ${severity}`);
    expect(within(live).getByText(`Un message ${severity}`).closest('[data-severity]')).toHaveAttribute(
      'data-severity',
      severity,
    );
    const other = region === 'polite' ? assertive() : polite();
    expect(other).not.toHaveTextContent(`Un message ${severity}`);
  });

  it('removes each toast after 3000 ms, or the life it asks for', () => {
    jest.useFakeTimers();
    renderHost();
    act(() => {
      showToast({ severity: 'info', message: { text: 'Panier mis à jour' } });
      showToast({ severity: 'warn', message: { text: 'Stock limité' }, life: 5000 });
    });
    expect(TOAST_LIFE_MS).toBe(3000);
    act(() => jest.advanceTimersByTime(TOAST_LIFE_MS - 1));
    expect(polite()).toHaveTextContent('Panier mis à jour');
    act(() => jest.advanceTimersByTime(1));
    expect(polite()).not.toHaveTextContent('Panier mis à jour');
    expect(polite()).toHaveTextContent('Stock limité');
    act(() => jest.advanceTimersByTime(2000));
    expect(polite()).toBeEmptyDOMElement();
  });

  it('keeps its regions in the page with no toast, so the first one is announced', () => {
    renderHost();
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();
  });
});
