import { drainOnSignals } from '@arbora/server-kit/graceful-shutdown';
import { parseEnv } from './env';
import { buildShellServer } from './app';

const env = parseEnv();
// The remotes' page modules load as it starts; /health/ready waits for them (warm-up.ts).
const app = await buildShellServer(env, { warmUp: true });
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`shell listening on http://${env.HOST}:${env.PORT}`);

// Ctrl-C or a supervisor's SIGTERM: stop accepting, finish the requests in flight, close Redis and the threads.
drainOnSignals(app);
