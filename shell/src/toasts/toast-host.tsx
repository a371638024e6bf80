import { bus, toastText, type ToastRequest } from '@arbora/shared/bus';
import { frenchTypography } from '@arbora/shared/messages';
import { ToastViewport } from '@arbora/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { TOAST_LIFE_MS } from '../core/constants';

interface ShownToast {
  id: number;
  severity: ToastRequest['severity'];
  message: string;
  life: number;
}

// A counter, not a hook's state: ids stay unique across remounts of the host.
let nextId = 1;

/**
 * Shows the toasts any part of the site asks for through the event bus (`toast:show`): 3000 ms
 * each unless the request says otherwise, in the shared viewport whose live regions announce
 * them (errors assertive, the other severities polite). A ready text (`{ text }`, an API's message)
 * is typeset like the catalogue's (frenchTypography).
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  useEffect(
    () =>
      bus.on('toast:show', (request) => {
        const toast = {
          id: nextId++,
          severity: request.severity,
          message: frenchTypography(toastText(request)),
          life: request.life ?? TOAST_LIFE_MS,
        };
        setToasts((list) => [...list, toast]);
      }),
    [],
  );
  const dismiss = useCallback(
    (id: number | string) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  return <ToastViewport toasts={toasts} onDismiss={dismiss} />;
}
