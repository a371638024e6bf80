import { drainOnSignals } from '@arbora/server-kit/graceful-shutdown';
import { buildApp } from './app';
import { parseEnv } from './env';

const env = parseEnv();
const app = await buildApp({ env });
// The server's first requests find their database connections open (tests open theirs lazily).
await app.database.warm();

// Ctrl-C or a supervisor's SIGTERM: stop accepting, finish the requests in flight, close the pools.
drainOnSignals(app);

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
