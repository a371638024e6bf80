import { buildApp } from './app';
import { parseEnv } from './env';

const env = parseEnv();
const app = await buildApp({ env });
// The server's first requests find their database connections open (tests open theirs lazily).
await app.database.warm();

// Stop cleanly on Ctrl-C or a supervisor's SIGTERM: close the server and the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
