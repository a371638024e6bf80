import { bus, type ToastRequest } from '@arbora/shared/bus';
import { isProduction } from '@arbora/shared/env';
import { fr, isMessageKey } from '@arbora/shared/messages';
import { ToastViewport } from '@arbora/shared/ui';
import { useCallback, useEffect, useState } from 'react';

/** SPEC 8: toasts last 3000 ms. */
export const TOAST_LIFE_MS = 3000;

interface ShownToast {
  id: number;
  severity: ToastRequest['severity'];
  message: string;
  life: number;
}

let nextId = 1;

export function toastText(request: ToastRequest): string {
  const base = typeof request.message === 'string' && isMessageKey(request.message) ? fr[request.message] : (request.message as { text: string }).text;
  return !isProduction && request.detail ? `${base} (${request.detail})` : base;
}

/** Shows the toasts any part of the site asks for through the event bus. */
export function ToastHost() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  useEffect(
    () =>
      bus.on('toast:show', (request) => {
        setToasts((list) => [
          ...list,
          { id: nextId++, severity: request.severity, message: toastText(request), life: request.life ?? TOAST_LIFE_MS },
        ]);
      }),
    [],
  );
  const dismiss = useCallback((id: number | string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  return <ToastViewport toasts={toasts} onDismiss={dismiss} />;
}
