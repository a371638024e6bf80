import type { Order } from '@arbora/shared/schemas';

/**
 * One event for the ERP. `id` is stable across retries and replicas (erp-outbox.ts): sent as the
 * `Idempotency-Key` header, it lets the ERP take a repeated push (a sender that died after the
 * ERP took it, before recording it) as the same event.
 */
export type ErpEvent = {
  id: string;
  event: ErpEventName;
  order: Order;
  withdrawn_lines: ErpWithdrawnLine[];
  /**
   * What the buyer paid (money integer), null while nothing is: the order's `total_ttc` less the
   * lines withdrawn from before the payment and their share of a discount (withdrawal/rules.ts
   * amountDue), so the ERP books the amount received, not the order's total.
   */
  amount_paid: number | null;
};

/**
 * What the ERP hears of an order: placed, paid, withdrawn from (droit de rétractation: some lines,
 * whatever the order's state), cancelled (an unpaid order withdrawn from entirely, never to be paid
 * nor shipped).
 */
export type ErpEventName = 'order_created' | 'order_paid' | 'order_withdrawn' | 'order_cancelled';

/**
 * A line of the order the customer withdrew from, as of the push (every event carries them all):
 * not to be shipped, or, once delivered, to come back. `line_id` is the order's line id,
 * `reference` its product reference, `withdrawn_at` when the declaration was received.
 */
export type ErpWithdrawnLine = { line_id: number; reference: string; quantity: number; withdrawn_at: string };

/** The ERP (Sage X3) as the shop sees it: one call that either takes an event or throws. */
export interface ErpAdapter {
  push(event: ErpEvent): Promise<void>;
}

/** Longest wait for the ERP during a request; past it the order waits in the outbox. */
export const ERP_TIMEOUT_MS = 3000;

/** POSTs each event as JSON to ERP_URL with its idempotency key; any non-2xx or timeout is a failure to retry. */
export function createHttpErp(url: string): ErpAdapter {
  return {
    async push(event) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': event.id },
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

/** Pushes one event, failing past ERP_TIMEOUT_MS whatever the adapter does (a hung ERP). */
export async function pushWithin(adapter: ErpAdapter, event: ErpEvent, timeoutMs = ERP_TIMEOUT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      adapter.push(event),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('ERP timeout')), timeoutMs);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
