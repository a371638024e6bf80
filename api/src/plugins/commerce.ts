import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createHttpErp, createSandboxErp, pushWithin } from '../erp/erp';
import type { ErpAdapter, SandboxErp } from '../erp/erp';
import { resolveSecret } from '../lib/secrets';
import { createSandboxProvider } from '../payments/sandbox';
import type { SandboxProvider } from '../payments/sandbox';
import { createOrderRepository } from '../repositories/orders';
import type { OrderRepository } from '../repositories/orders';
import { erpBackoffSeconds, erpEvent } from '../repositories/erp-outbox';
import type { ErpItem } from '../repositories/erp-outbox';

export type Commerce = {
  orders: OrderRepository;
  provider: SandboxProvider;
  erp: {
    adapter: ErpAdapter;
    /** The in-process ERP when ERP_URL is unset (tests switch it off to simulate an outage). */
    sandbox: SandboxErp | null;
    /** Pushes the pending events of one order now; false when the ERP did not take them all. */
    pushOrder(orderId: number): Promise<boolean>;
    /** Pushes every due event (this process's round; none with JOBS=worker); answers how many were taken. */
    drain(): Promise<number>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    commerce: Commerce;
  }
}

const ERP_POLL_MS = 10_000;

/** How long this process holds the events it claimed; past it, had it died, they are due again. */
const ERP_LEASE_SECONDS = 60;

/**
 * Orders, the payment provider (the sandbox behind its adapter) and the ERP outbox. A new order's
 * events are pushed in its request; what failed is retried by this process's timer (JOBS=inline)
 * or by the worker's job queue (JOBS=worker: no timer here). Every push claims its rows first
 * (repositories/erp-outbox.ts), so N API copies and the worker never push one event twice.
 */
export default fp<{ env: Env }>(
  async function commerce(app: FastifyInstance, { env }) {
    const siteUrl = env.PUBLIC_SITE_URL.replace(/\/$/, '');
    const apiBase = `${siteUrl}${env.PUBLIC_API_PREFIX}`;
    const provider = createSandboxProvider({
      secret: await resolveSecret(app.db, 'payment_webhook', env.PAYMENT_WEBHOOK_SECRET),
      checkoutUrl: (ref) => `${apiBase}/v1/payment/sandbox/checkout/${ref}`,
    });
    const sandbox = env.ERP_URL ? null : createSandboxErp();
    const adapter: ErpAdapter = sandbox ?? createHttpErp(env.ERP_URL!);
    const outbox = app.repos.erpOutbox;
    let closed = false;

    async function push(items: ErpItem[]): Promise<number> {
      let sent = 0;
      for (const item of items) {
        try {
          await pushWithin(adapter, erpEvent(item));
          await outbox.sent(item);
          sent += 1;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          await outbox.failed(item.id, message, erpBackoffSeconds(item.attempts + 1), 'pending');
        }
      }
      return sent;
    }

    const erp: Commerce['erp'] = {
      adapter,
      sandbox,
      async pushOrder(orderId) {
        const items = await outbox.claimOrder(orderId, ERP_LEASE_SECONDS);
        return (await push(items)) === items.length;
      },
      async drain() {
        // JOBS=worker: the worker's queue retries what failed, never this process.
        return closed || env.JOBS !== 'inline' ? 0 : push(await outbox.claimDue(ERP_LEASE_SECONDS));
      },
    };
    app.decorate('commerce', { orders: createOrderRepository(app.db, provider, siteUrl), provider, erp });

    const timer =
      env.JOBS === 'inline'
        ? setInterval(() => void erp.drain().catch((err) => app.log.warn({ err }, 'ERP drain failed')), ERP_POLL_MS)
        : null;
    timer?.unref();
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
    });
  },
  { name: 'commerce', dependencies: ['repositories'] },
);
