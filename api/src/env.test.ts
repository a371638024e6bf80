import path from 'node:path';
import { parseEnv } from './env';
import { repoRoot } from './paths';

describe('parseEnv', () => {
  test('defaults: port 4000 on loopback, PGlite under <repo>/.data, micro-cache 30 s', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 4000, HOST: '127.0.0.1', NODE_ENV: 'development', API_CACHE_TTL: 30 });
    expect(env.DATA_DIR).toBe(path.join(repoRoot, '.data'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test('empty strings count as unset; bad values list every problem', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(4000);
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});

describe('demo data switch', () => {
  test('demo accounts are never seeded in production, whatever SEED_DEMO says', async () => {
    const { seedDemo } = await import('./app');
    expect(seedDemo(parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(false);
    expect(seedDemo(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(seedDemo(parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' }))).toBe(false);
  });
});
