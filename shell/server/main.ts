import { parseEnv } from './env';
import { buildShellServer } from './app';

const env = parseEnv();
const app = await buildShellServer(env);
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`shell listening on http://${env.HOST}:${env.PORT}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
