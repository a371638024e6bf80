import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createHttpErp, createSandboxErp, ERP_TIMEOUT_MS } from '../erp/erp';
import type { ErpAdapter, SandboxErp } from '../erp/erp';
import { resolveSecret } from '../lib/secrets';
import { createSandboxProvider } from '../payments/sandbox';
import type { SandboxProvider } from '../payments/sandbox';
import { createOrderRepository } from '../repositories/orders';
import type { OrderRepository } from '../repositories/orders';

export type Commerce = {
  orders: OrderRepository;
  provider: SandboxProvider;
  erp: {
    adapter: ErpAdapter;
    /** The in-process ERP when ERP_URL is unset (tests switch it off to simulate an outage). */
    sandbox: SandboxErp | null;
    /** Pushes the pending events of one order now; false when the ERP did not take them all. */
    pushOrder(orderId: number): Promise<boolean>;
    /** Pushes every due event (the worker's round); answers how many were taken. */
    drain(): Promise<number>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    commerce: Commerce;
  }
}

const ERP_POLL_MS = 10_000;

/** Orders, the payment provider (the sandbox behind its adapter) and the ERP outbox worker. */
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
    const payments = app.repos.payments;
    let closed = false;

    async function push(items: Awaited<ReturnType<typeof payments.erpDue>>): Promise<number> {
      let sent = 0;
      for (const item of items) {
        try {
          await Promise.race([
            adapter.push({ event: item.event, order: item.order }),
            new Promise((_, reject) => setTimeout(() => reject(new Error('ERP timeout')), ERP_TIMEOUT_MS).unref()),
          ]);
          await payments.erpSent(item.id, item.order.id, item.event);
          sent += 1;
        } catch (err) {
          await payments.erpFailed(item.id, item.attempts, err instanceof Error ? err.message : String(err));
        }
      }
      return sent;
    }

    const erp: Commerce['erp'] = {
      adapter,
      sandbox,
      async pushOrder(orderId) {
        const items = await payments.erpDue(orderId);
        return (await push(items)) === items.length;
      },
      async drain() {
        return closed ? 0 : push(await payments.erpDue());
      },
    };
    app.decorate('commerce', { orders: createOrderRepository(app.db, provider, siteUrl), provider, erp });

    const timer = setInterval(
      () => void erp.drain().catch((err) => app.log.warn({ err }, 'ERP drain failed')),
      ERP_POLL_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
    });
  },
  { name: 'commerce', dependencies: ['repositories'] },
);
