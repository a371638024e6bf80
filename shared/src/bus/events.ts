import type { MessageKey } from '../messages';
import { createEventBus } from './event-bus';

export type ToastSeverity = 'info' | 'success' | 'secondary' | 'warn' | 'error' | 'contrast';

export interface ToastRequest {
  severity: ToastSeverity;
  /** A message key of the catalogue, or a ready French text. */
  message: MessageKey | { text: string };
  /** Extra detail, shown outside production only. */
  detail?: string;
  life?: number;
}

export interface SessionSnapshot {
  loggedIn: boolean;
  isPro: boolean;
  customerName: string | null;
}

export interface CartSnapshot {
  token: string | null;
  itemCount: number;
}

/** The events of the site. Adding one is a contract change: bump shared's version. */
export interface SiteEvents extends Record<string, unknown> {
  'session:changed': SessionSnapshot;
  'cart:changed': CartSnapshot;
  'toast:show': ToastRequest;
  'build:update-available': { id: string };
}

export const bus = createEventBus<SiteEvents>({
  'session:changed': true,
  'cart:changed': true,
  'toast:show': false,
  'build:update-available': true,
});

export function showToast(toast: ToastRequest): void {
  bus.emit('toast:show', toast);
}
