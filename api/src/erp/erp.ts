import type { Order } from '@arbora/shared/schemas';

export type ErpEvent = { event: 'order_created' | 'order_paid'; order: Order };

/** The ERP (Sage X3) as the shop sees it: one call that either takes an event or throws. */
export interface ErpAdapter {
  push(event: ErpEvent): Promise<void>;
}

/** Longest wait for the ERP during a request; past it the order waits in the outbox. */
export const ERP_TIMEOUT_MS = 3000;

/** POSTs each event as JSON to ERP_URL; any non-2xx or timeout is a failure to retry. */
export function createHttpErp(url: string): ErpAdapter {
  return {
    async push(event) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(ERP_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`ERP answered ${res.status}`);
    },
  };
}

/** The in-process ERP of development and tests; `available` simulates an outage. */
export function createSandboxErp() {
  const received: ErpEvent[] = [];
  let available = true;
  return {
    received,
    setAvailable(value: boolean) {
      available = value;
    },
    async push(event: ErpEvent) {
      if (!available) throw new Error('X3 unavailable (sandbox outage)');
      received.push(event);
    },
  };
}
export type SandboxErp = ReturnType<typeof createSandboxErp>;
