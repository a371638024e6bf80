/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from '../app';
import { parseEnv } from '../env';
import { fakeDist } from '../testing/fake-servers';
import { startHeaderRecorder } from '../testing/header-recorder';
import { LOGGED_OUT_TARGET } from './logout';
import { formToken } from './token';

const SECRET = 'a'.repeat(40);
const ORIGIN = 'http://localhost:3000';
const VISITOR = '0123456789abcdef';
const SESSION = 'tok_0123456789abcdef';

let api: Awaited<ReturnType<typeof startHeaderRecorder>>;
const dist = fakeDist();
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  api = await startHeaderRecorder((path) => (path === '/v1/user/logout' ? 200 : 404));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await api.close();
  dist.remove();
});

async function shell() {
  const app = await buildShellServer(
    parseEnv({
      SHELL_DIST: dist.dir,
      API_URL: api.url,
      NODE_ENV: 'test',
      FORM_TOKEN_SECRET: SECRET,
      PUBLIC_URL: ORIGIN,
    }),
  );
  apps.push(app);
  return app;
}

const logout = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/deconnexion',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `arbora_vid=${VISITOR}; arbora_session=${SESSION}; arbora_signed_in=1; arbora_cart=cart_0123456789abcdef`,
    origin: ORIGIN,
    ...headers,
  },
  payload: new URLSearchParams(body).toString(),
});

/** The cookies a response ends (Set-Cookie with an expiry in the past). */
const ended = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .filter((line) => /Expires=Thu, 01 Jan 1970/.test(line))
    .map((line) => line.split('=')[0])
    .sort();

describe('« Se déconnecter » posted as a form (no JavaScript)', () => {
  it('revokes the session at the API, ends the session and cart cookies, and says so on the login page', async () => {
    api.seen.length = 0;
    const res = await (await shell()).inject(logout({ _csrf: formToken(VISITOR, SECRET) }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(LOGGED_OUT_TARGET);
    expect(LOGGED_OUT_TARGET).toBe('/connexion?info=deconnecte');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ended(res.headers['set-cookie'])).toEqual(['arbora_cart', 'arbora_session', 'arbora_signed_in']);
    const call = api.seen.find((seen) => seen.path === '/v1/user/logout');
    expect(call?.headers.authorization).toBe(`Bearer ${SESSION}`);
  });

  it('is refused without the visitor’s token or from another site, the session left as it was', async () => {
    api.seen.length = 0;
    const app = await shell();
    for (const request of [
      logout({}),
      logout({ _csrf: formToken('fedcba9876543210', SECRET) }),
      logout({ _csrf: formToken(VISITOR, SECRET) }, { origin: 'https://ailleurs.example' }),
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatch(/expiré|ne vient pas du site/);
      expect(ended(res.headers['set-cookie'])).toEqual([]);
    }
    expect(api.seen.filter((seen) => seen.path === '/v1/user/logout')).toHaveLength(0);
  });
});
