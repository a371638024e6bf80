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

  test('DB_QUEUE_MAX_WAIT_MS: 5 s in line for the database by default, tunable, never zero', () => {
    expect(parseEnv({}).DB_QUEUE_MAX_WAIT_MS).toBe(5000);
    expect(parseEnv({ DB_QUEUE_MAX_WAIT_MS: '20000' }).DB_QUEUE_MAX_WAIT_MS).toBe(20_000);
    expect(() => parseEnv({ DB_QUEUE_MAX_WAIT_MS: '0' })).toThrow(/DB_QUEUE_MAX_WAIT_MS/);
  });

  test('REDIS_URL is a redis:// URL; JOBS=worker needs PostgreSQL (the job queue lives there)', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(parseEnv({}).JOBS).toBe('inline');
    expect(() => parseEnv({ JOBS: 'worker' })).toThrow(/JOBS: worker needs DATABASE_URL/);
    expect(parseEnv({ JOBS: 'worker', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).JOBS).toBe('worker');
  });
});

const PRODUCTION_SECRETS = {
  JWT_SECRET: 'j'.repeat(40),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
  PAYMENT_PROVIDER: 'sandbox',
};

describe('production guards (issue 18 point 3)', () => {
  test('NODE_ENV=production refuses to start without JWT_SECRET, PAYMENT_WEBHOOK_SECRET and PAYMENT_PROVIDER', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required[\s\S]*PAYMENT_WEBHOOK_SECRET: required[\s\S]*PAYMENT_PROVIDER: required/,
    );
    for (const name of Object.keys(PRODUCTION_SECRETS)) {
      const partial: Record<string, string> = { NODE_ENV: 'production', ...PRODUCTION_SECRETS };
      delete partial[name];
      expect(() => parseEnv(partial)).toThrow(new RegExp(`${name}: required`));
      // An empty value is no value.
      expect(() => parseEnv({ ...partial, [name]: '' })).toThrow(new RegExp(`${name}: required`));
    }
    expect(parseEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => parseEnv({ NODE_ENV: 'production', ...PRODUCTION_SECRETS, PAYMENT_PROVIDER: 'fake' })).toThrow(
      /PAYMENT_PROVIDER/,
    );
  });

  test('elsewhere the sandbox and generated secrets stay the default', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.PAYMENT_PROVIDER).toBeUndefined();
  });

  test('TRUST_PROXY defaults to loopback and takes lists', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => parseEnv({ TRUST_PROXY: '*; rm -rf' })).toThrow(/TRUST_PROXY/);
  });
});

describe('demo data switch', () => {
  test('demo accounts are never seeded in production, whatever SEED_DEMO says', async () => {
    const { seedDemo } = await import('./app');
    expect(seedDemo(parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', ...PRODUCTION_SECRETS }))).toBe(false);
    expect(seedDemo(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(seedDemo(parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' }))).toBe(false);
  });
});
