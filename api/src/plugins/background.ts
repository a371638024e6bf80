import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type Background = {
  /** Runs `task` after the current request has answered; a failure is logged, never thrown. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (tests, and closing the app). */
  idle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

/**
 * Work a request starts but does not wait for: an answer that must not depend on it (the password
 * reset answers before it looks the account up, so an existing account is not answered slower).
 */
export default fp(
  async function background(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    app.decorate('background', {
      run(label, task) {
        const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((err: unknown) => app.log.error({ err, task: label }, 'background task failed'))
          .finally(() => running.delete(done));
        running.add(done);
      },
      async idle() {
        while (running.size) await Promise.all(running);
      },
    } satisfies Background);
    app.addHook('onClose', async () => app.background.idle());
  },
  { name: 'background' },
);
