import { ToastItem } from './toast-item';
import { Region, Viewport } from './styles';
import type { Toast, ToastId } from './types';

export interface ToastViewportProps {
  toasts: readonly Toast[];
  /** called when a toast's life ends or the shopper closes it; remove it from `toasts` */
  onDismiss: (id: ToastId) => void;
}

/**
 * Renders the toasts the shell keeps in state. Both live regions are always in the DOM, even
 * empty, because screen readers only announce changes inside a region that already existed:
 * errors go to the assertive one, every other severity to the polite one.
 */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  const polite = toasts.filter((t) => t.severity !== 'error');
  const assertive = toasts.filter((t) => t.severity === 'error');
  return (
    <Viewport>
      <Region role="status" aria-live="polite" aria-relevant="additions text">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </Region>
      <Region role="alert" aria-live="assertive" aria-relevant="additions text">
        {assertive.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </Region>
    </Viewport>
  );
}
