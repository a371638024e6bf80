// The ceiling of the bench: a bare Fastify route on this machine, no database, no schemas.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
