import type { MessageKey } from '@arbora/shared/messages';
import { createEventBus, type EventBus } from './event-bus';
import { refuseOnServer } from './server-refusal';

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
  /**
   * On the change that ends a session: `logout` when the customer asked, `refused` when the API
   * refused the token (revoked, past its refresh window). The shell takes the first home and
   * leaves the second to the page's guard (log in again, then come back: SPEC 2.1, 8).
   */
  endedBy?: 'logout' | 'refused';
}

export interface CartSnapshot {
  token: string | null;
  itemCount: number;
}

/** The events of the site. Adding one is a contract change: bump shared's version. */
export interface SiteEvents extends Record<string, unknown> {
  'session:changed': SessionSnapshot;
  /** @deprecated Never emitted (nobody listened): read the cart with `useCart`/`useCartCount`. Goes at the next major. */
  'cart:changed': CartSnapshot;
  'toast:show': ToastRequest;
  'build:update-available': { id: string };
}

export const SITE_REPLAY: { [K in keyof SiteEvents]: boolean } = {
  'session:changed': true,
  'cart:changed': true,
  'toast:show': false,
  'build:update-available': true,
};

const site = createEventBus<SiteEvents>(SITE_REPLAY);
let emitsRefused = false;

/** The site's bus, one per browser page (a federation singleton); a server refuses its emits. */
export const bus: EventBus<SiteEvents> = {
  emit(type, payload) {
    if (emitsRefused) return refuseOnServer(`bus.emit('${String(type)}')`);
    site.emit(type, payload);
  },
  on: site.on,
  last: site.last,
};

/** Called by the first server render of the process (createRequestBus): the module bus is browser-only. */
export function refuseSiteBusEmits(): void {
  emitsRefused = true;
}

export function showToast(toast: ToastRequest): void {
  bus.emit('toast:show', toast);
}
