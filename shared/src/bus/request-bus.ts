import { createContext, useContext } from 'react';
import type { EventBus } from './event-bus';
import { createEventBus } from './event-bus';
import { bus, refuseSiteBusEmits, SITE_REPLAY, type SiteEvents } from './events';
import { refuseOnServer } from './server-refusal';

/** The bus of one server render; absent in the browser, where the module's `bus` is the one. */
export const BusContext = createContext<EventBus<SiteEvents> | null>(null);

/** The site bus as the tree sees it: the render's own on a server, the module's in the browser. */
export function useBus(): EventBus<SiteEvents> {
  return useContext(BusContext) ?? bus;
}

/**
 * A bus for one server render, holding the anonymous visitor's view (logged out, empty cart) for
 * late subscribers. Emitting is refused: nobody on the server would see it and the browser never
 * will. Creating one marks the process as a server: the module's `bus` refuses emits from then on.
 */
export function createRequestBus(): EventBus<SiteEvents> {
  refuseSiteBusEmits();
  const own = createEventBus<SiteEvents>(SITE_REPLAY);
  own.emit('session:changed', { loggedIn: false, isPro: false, customerName: null });
  return {
    on: own.on,
    last: own.last,
    emit: (type) => refuseOnServer(`bus.emit('${String(type)}')`),
  };
}
