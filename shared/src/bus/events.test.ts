import { bus, showToast, type CartSnapshot, type ToastRequest } from './events';
import { toastText } from './toast-text';

describe('the site bus (ARCHITECTURE 3: replay flags per event)', () => {
  it('replays the last session:changed and cart:changed to a subscriber that joins late', () => {
    bus.emit('session:changed', { loggedIn: false, isPro: false, customerName: null });
    bus.emit('session:changed', { loggedIn: true, isPro: false, customerName: 'Camille Martin' });
    bus.emit('cart:changed', { token: 'tok', itemCount: 3 });

    const sessions: unknown[] = [];
    const carts: CartSnapshot[] = [];
    const offSession = bus.on('session:changed', (s) => sessions.push(s));
    const offCart = bus.on('cart:changed', (c) => carts.push(c));
    expect(sessions).toEqual([{ loggedIn: true, isPro: false, customerName: 'Camille Martin' }]);
    expect(carts).toEqual([{ token: 'tok', itemCount: 3 }]);

    bus.emit('cart:changed', { token: 'tok', itemCount: 4 });
    expect(carts.at(-1)).toEqual({ token: 'tok', itemCount: 4 });
    offSession();
    offCart();
  });

  it('does not replay toast:show: a toast shown before a remote loaded is not shown again', () => {
    showToast({ severity: 'success', message: 'login_success' });
    const late: ToastRequest[] = [];
    const off = bus.on('toast:show', (t) => late.push(t));
    expect(late).toEqual([]);
    expect(bus.last('toast:show')).toBeUndefined();

    showToast({ severity: 'error', message: 'default_form_error_message' });
    expect(late).toEqual([{ severity: 'error', message: 'default_form_error_message' }]);
    off();
  });
});

describe('toastText', () => {
  it('gives the French text of a key, or the ready text, with the detail outside production', () => {
    expect(toastText({ severity: 'success', message: 'logout_success' })).toBe(
      'Vous avez bien été déconnecté. À bientôt.',
    );
    expect(toastText({ severity: 'info', message: { text: 'Panier mis à jour' } })).toBe('Panier mis à jour');
    expect(toastText({ severity: 'error', message: 'default_form_error_message', detail: 'GET /cart 500' })).toBe(
      'Une erreur est survenue. Veuillez réessayer plus tard. (GET /cart 500)',
    );
  });

  it('shows a raw string that is not a key as it is, rather than nothing', () => {
    expect(toastText({ severity: 'info', message: 'Texte libre' as never })).toBe('Texte libre');
  });
});
