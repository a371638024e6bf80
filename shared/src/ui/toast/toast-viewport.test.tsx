import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { ToastViewport } from './toast-viewport';
import type { Toast } from './types';

const toasts: Toast[] = [
  { id: 'a', severity: 'success', message: 'Vous êtes connecté.' },
  { id: 'b', severity: 'error', message: 'Une erreur est survenue, veuillez réessayer.' },
  { id: 'c', severity: 'info', message: 'Votre panier a été mis à jour.', sticky: true },
];

afterEach(() => {
  jest.useRealTimers();
});

describe('ToastViewport', () => {
  it('keeps both live regions mounted even with no toast', () => {
    renderWithTheme(<ToastViewport toasts={[]} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('sends errors to the assertive region and the rest to the polite one, with a spoken severity', async () => {
    const { container } = renderWithTheme(<ToastViewport toasts={toasts} onDismiss={jest.fn()} />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveTextContent('Succès : Vous êtes connecté.');
    expect(polite).toHaveTextContent('Information : Votre panier a été mis à jour.');
    expect(assertive).toHaveTextContent('Erreur : Une erreur est survenue, veuillez réessayer.');
    expect(within(assertive).queryByText('Vous êtes connecté.')).toBeNull();
    const error = assertive.querySelector('[data-severity="error"]');
    expect(error).toHaveStyle({ background: theme.color.severity.error.background });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('dismisses each toast after 3000 ms by default, sticky ones never', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithTheme(
      <ToastViewport
        toasts={[...toasts, { id: 'd', severity: 'warn', message: 'Stock limité', life: 5000 }]}
        onDismiss={onDismiss}
      />,
    );
    act(() => jest.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'b']);
    act(() => jest.advanceTimersByTime(2000));
    expect(onDismiss).toHaveBeenLastCalledWith('d');
    act(() => jest.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalledWith('c');
  });

  it('does not restart the countdown when the parent re-renders with a new onDismiss', () => {
    jest.useFakeTimers();
    const first = jest.fn();
    const second = jest.fn();
    const toast: Toast = { id: 'x', severity: 'contrast', message: 'Lien copié' };
    const { rerender } = renderWithTheme(<ToastViewport toasts={[toast]} onDismiss={first} />);
    act(() => jest.advanceTimersByTime(2000));
    rerender(<ToastViewport toasts={[toast]} onDismiss={second} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });

  it('pauses while hovered and closes from its button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderWithTheme(
      <ToastViewport
        toasts={[{ id: 's', severity: 'secondary', message: 'Brouillon enregistré' }]}
        onDismiss={onDismiss}
      />,
    );
    await user.hover(screen.getByText('Brouillon enregistré'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(onDismiss).toHaveBeenCalledWith('s');
  });
});
