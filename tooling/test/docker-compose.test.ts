/** @jest-environment node */
// docker-compose.yml is a deliverable like any code: compose must accept it, every service of
// docs/architecture.md must be there with its own image, the gateway must route /api to the api, and the
// remotes' nginx must answer with the CORS and cache headers tooling/static-server.mjs gives.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { DRAIN_TIMEOUT_MS } from '../../server-kit/src/graceful-shutdown';

const root = path.resolve(__dirname, '..', '..');
const REMOTES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'] as const;
const API_REPLICAS = ['api-1', 'api-2'];
const SHELL_REPLICAS = ['shell-1', 'shell-2'];
const SERVICES = [
  'postgres',
  ...API_REPLICAS,
  ...SHELL_REPLICAS,
  'gateway',
  ...REMOTES,
  'mailpit',
  'redis',
  'worker',
  'minio',
  'minio-bucket',
];

type Service = {
  image?: string;
  build?: { context: string; dockerfile?: string };
  environment?: Record<string, string>;
  ports?: { published: number | string; target: number | string }[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: (string | { source?: string; target: string })[];
  networks?: Record<string, { aliases?: string[] } | null>;
  stop_grace_period?: string;
};
type ComposeConfig = { services: Record<string, Service>; volumes?: Record<string, unknown> };

// --- a small nginx config reader: directives, arguments (quotes removed) and blocks ---
type Directive = { name: string; args: string[]; block?: Directive[] };

function parseNginx(text: string): Directive[] {
  const tokens = text.match(/#[^\n]*|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|[{};]|(?:\$\{\w+\}|[^\s{};"'#])+/g) ?? [];
  const words = tokens.filter((t) => !t.startsWith('#'));
  let i = 0;
  const readBlock = (): Directive[] => {
    const out: Directive[] = [];
    let current: string[] = [];
    while (i < words.length) {
      const token = words[i++] as string;
      if (token === '}') return out;
      if (token === ';' || token === '{') {
        const [name = '', ...args] = current.map((w) => (/^["']/.test(w) ? w.slice(1, -1) : w));
        out.push(token === '{' ? { name, args, block: readBlock() } : { name, args });
        current = [];
      } else current.push(token);
    }
    return out;
  };
  return readBlock();
}
const find = (list: Directive[], name: string) => list.filter((d) => d.name === name);
const nginxRegex = (pattern: string) =>
  pattern.startsWith('~*') ? new RegExp(pattern.slice(2), 'i') : new RegExp(pattern.replace(/^~/, ''));

/** A compose duration (`30s`, `1m30s`, `500ms`) in milliseconds. */
function durationMs(value: string): number {
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us)/g)];
  expect(parts.map((p) => p[0]).join('')).toBe(value);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * (units[unit as string] ?? NaN), 0);
}

function hasCompose(): boolean {
  return spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
}

/** `docker-compose config` with a clean environment (no local .env, no shell variables). */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'compose-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function composeConfig(extraEnv: Record<string, string> = {}, envFile?: string) {
  const file = envFile ?? path.join(scratch, 'empty.env');
  if (!envFile) writeFileSync(file, '');
  return spawnSync('docker-compose', ['--env-file', file, '-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...extraEnv },
  });
}

describe('docker-compose.yml (through docker-compose config)', () => {
  if (!hasCompose()) {
    if (process.env.CI) {
      test('docker-compose is installed (required in CI)', () => {
        throw new Error('docker-compose is not installed: apt-get install -y docker-compose');
      });
    } else {
      test.skip('skipped: docker-compose is not installed (apt-get install -y docker-compose); CI fails instead', () => {});
    }
    return;
  }

  const result = composeConfig({ REMOTE_CONTENT_URL: 'https://cdn.example.test/content/2.1.0/mf-manifest.json' });
  const config = (result.status === 0 ? parse(result.stdout) : { services: {} }) as ComposeConfig;
  const service = (name: string): Service => config.services[name] ?? {};

  test('docker-compose config accepts the file', () => {
    expect(result.stderr).not.toMatch(/ERROR/);
    expect(result.status).toBe(0);
  });

  test('docker/.env.example is accepted and names only variables the file reads', () => {
    const example = path.join(root, 'docker', '.env.example');
    const withExample = composeConfig({}, example);
    expect(withExample.stderr).not.toMatch(/ERROR/);
    expect(withExample.status).toBe(0);
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const keys = readFileSync(example, 'utf8').match(/^[A-Z][A-Z0-9_]*(?==)/gm) ?? [];
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((key) => !compose.includes(`\${${key}:-`))).toEqual([]);
  });

  test('every service exists', () => {
    expect(Object.keys(config.services).sort()).toEqual([...SERVICES].sort());
  });

  test.each([...API_REPLICAS, ...SHELL_REPLICAS, 'worker'])(
    '%s is given longer than its SIGTERM drain before compose kills it',
    (name) => {
      const grace = service(name).stop_grace_period ?? '10s'; // compose's default
      expect(durationMs(grace)).toBeGreaterThan(DRAIN_TIMEOUT_MS);
    },
  );

  test('replicas share Redis (limits, caches) and leave the outboxes to the worker service', () => {
    expect(service('redis').image).toMatch(/^redis:\d+\.\d+\.\d+/);
    for (const name of [...API_REPLICAS, ...SHELL_REPLICAS])
      expect(service(name).environment?.REDIS_URL).toBe('redis://redis:6379');
    for (const name of API_REPLICAS) expect(service(name).environment?.JOBS).toBe('worker');
    const worker = service('worker') as Service & { command?: string[] };
    expect(worker.image).toBe(service('api-1').image);
    expect(worker.command).toEqual(['node', '--import', 'tsx', 'src/worker.ts']);
    expect(worker.environment?.DATABASE_URL).toBe(service('api-1').environment?.DATABASE_URL);
    // Not in the api pool: the gateway and the shells never send it a request.
    expect(JSON.stringify(worker.networks ?? {})).not.toContain('"api"');
  });

  test.each(REMOTES)('remote %s has its own Dockerfile that builds it and serves its dist with nginx', (name) => {
    const { build, ports, healthcheck } = service(name);
    expect(build?.dockerfile).toBe(`docker/mfe-${name}/Dockerfile`);
    const dockerfile = readFileSync(path.join(root, build?.dockerfile ?? 'missing'), 'utf8');
    expect(dockerfile).toMatch(/FROM \$\{NODE_IMAGE\} AS build/);
    expect(dockerfile).toContain(`RUN npm install -w @arbora/mfe-${name} `);
    expect(dockerfile).toContain(`RUN npm run build -w @arbora/mfe-${name}\n`);
    expect(dockerfile).toContain(`COPY --from=build /app/mfe-${name}/dist /usr/share/nginx/html`);
    expect(dockerfile).toContain('COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf');
    expect(dockerfile).not.toMatch(/npm ci\b/);
    // A copy-paste slip (building or copying another remote) is the likely mistake here.
    for (const other of REMOTES.filter((r) => r !== name)) expect(dockerfile).not.toContain(`mfe-${other}`);
    expect(ports?.map((p) => Number(p.target))).toEqual([80]);
    expect(JSON.stringify(healthcheck?.test)).toContain('/health');
  });

  test('the remotes are built by six different Dockerfiles', () => {
    expect(new Set(REMOTES.map((name) => service(name).build?.dockerfile)).size).toBe(REMOTES.length);
  });

  test.each(SHELL_REPLICAS)('%s gets the api and one public URL per remote, from the environment', (name) => {
    const env = service(name).environment ?? {};
    expect(env.API_URL).toBe('http://api:4000');
    expect(existsSync(path.join(root, service(name).build?.dockerfile ?? 'missing'))).toBe(true);
    // Repointing a remote is an environment change: the override given to compose reaches the shell.
    expect(env.REMOTE_CONTENT_URL).toBe('https://cdn.example.test/content/2.1.0/mf-manifest.json');
    for (const remote of REMOTES.filter((r) => r !== 'content')) {
      const url = new URL(env[`REMOTE_${remote.toUpperCase()}_URL`] ?? 'invalid:');
      // The browser fetches it: the default names the host port the remote is published on.
      expect(url.pathname).toBe('/mf-manifest.json');
      expect(Number(url.port)).toBe(Number(service(remote).ports?.[0]?.published));
    }
  });

  test.each(SHELL_REPLICAS)(
    '%s renders on the server: each remote has an internal address, its compose service',
    (name) => {
      const env = service(name).environment ?? {};
      expect(env.SSR ?? 'on').toBe('on');
      for (const remote of REMOTES) {
        const url = new URL(env[`REMOTE_${remote.toUpperCase()}_SSR_URL`] ?? 'invalid:');
        // Not the browser's localhost:300x, where nothing answers inside the shell's container.
        expect([remote, url.hostname, url.pathname]).toEqual([remote, remote, '/mf-manifest.json']);
        expect(Number(url.port || 80)).toBe(Number(service(remote).ports?.[0]?.target));
      }
    },
  );

  test('one SITE_URL is the public address of the shell and of the api', () => {
    const site = composeConfig({ SITE_URL: 'https://www.arbora.test' });
    const sited = parse(site.stdout) as ComposeConfig;
    for (const name of SHELL_REPLICAS) {
      expect(sited.services[name]?.environment?.PUBLIC_URL).toBe('https://www.arbora.test');
      expect(service(name).environment?.PUBLIC_URL).toBe('http://localhost:3000');
    }
    for (const name of API_REPLICAS) {
      expect(sited.services[name]?.environment?.PUBLIC_SITE_URL).toBe('https://www.arbora.test');
      expect(service(name).environment?.PUBLIC_SITE_URL).toBe('http://localhost:3000');
    }
  });

  test.each([
    ['api', API_REPLICAS],
    ['shell', SHELL_REPLICAS],
  ])('two %s replicas, alike, answering to one network alias, checked for readiness', (alias, replicas) => {
    const [first, second] = replicas.map((name) => service(name as string));
    expect(first?.environment).toEqual(second?.environment);
    expect(first?.image).toBe(second?.image);
    for (const replica of [first, second]) {
      expect(replica?.networks?.default?.aliases).toContain(alias);
      expect(JSON.stringify(replica?.healthcheck?.test)).toContain('/health/ready');
      expect(service('gateway').depends_on?.[replicas[0] as string]?.condition).toBe('service_healthy');
    }
  });

  test("the shells share the forms' anti-CSRF key from .env (no default: empty, they refuse to start)", () => {
    const keyed = parse(composeConfig({ FORM_TOKEN_SECRET: 'k'.repeat(40) }).stdout) as ComposeConfig;
    for (const name of SHELL_REPLICAS) {
      expect(keyed.services[name]?.environment?.FORM_TOKEN_SECRET).toBe('k'.repeat(40));
      expect(service(name).environment?.FORM_TOKEN_SECRET).toBe('');
    }
  });

  test('the shells believe the gateway for the client address, as the api does', () => {
    for (const name of [...SHELL_REPLICAS, ...API_REPLICAS]) {
      expect([name, service(name).environment?.TRUST_PROXY]).toEqual([name, 'uniquelocal']);
    }
  });

  test('every image is pinned to an exact version (no latest, no bare major)', () => {
    const unpinned = Object.entries(config.services)
      .map(([name, s]) => [name, s.image ?? ''] as const)
      // MinIO names its releases by date and time (RELEASE.2024-11-07T00-52-20Z): exact too.
      .filter(
        ([, image]) =>
          !/:(v?\d+\.\d+\.\d+|\d+\.\d+)(-[a-z0-9]+)?$|:RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(image),
      );
    expect(unpinned).toEqual([]);
    const dockerfiles = ['api', 'shell', 'gateway', ...REMOTES.map((r) => `mfe-${r}`)].map((d) =>
      readFileSync(path.join(root, 'docker', d, 'Dockerfile'), 'utf8'),
    );
    for (const text of dockerfiles) {
      for (const [, image] of text.matchAll(/^ARG \w+_IMAGE=(\S+)$/gm)) expect(image).toMatch(/:\d+\.\d+\.\d+-/);
    }
  });

  test("what must survive is on volumes: the database, the api's DATA_DIR shared by its replicas, the bucket", () => {
    expect(Object.keys(config.volumes ?? {}).sort()).toEqual(['api-data', 'minio-data', 'postgres-data']);
    for (const name of API_REPLICAS) {
      const dataDir = service(name).environment?.DATA_DIR;
      expect(dataDir).toBe('/app/.data');
      // docker-compose v1 prints `source:target:mode`, v2 an object: compare source and target.
      const mounts = (service(name).volumes ?? []).map((v) =>
        typeof v === 'string' ? v.split(':').slice(0, 2).join(':') : `${v.source}:${v.target}`,
      );
      expect(mounts).toContain(`api-data:${dataDir}`);
    }
  });

  test('the api runs on PostgreSQL, after it is healthy', () => {
    for (const name of API_REPLICAS) {
      const api = service(name);
      expect(new URL(api.environment?.DATABASE_URL ?? 'invalid:').hostname).toBe('postgres');
      expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(existsSync(path.join(root, api.build?.dockerfile ?? 'missing'))).toBe(true);
    }
  });

  test('postgres 15 keeps its data in a volume and reports its health', () => {
    const postgres = service('postgres');
    expect(postgres.image).toMatch(/^postgres:15\.\d+/);
    expect(JSON.stringify(postgres.healthcheck?.test)).toContain('pg_isready');
    expect(JSON.stringify(postgres.volumes)).toContain('/var/lib/postgresql/data');
  });

  test('mailpit catches the e-mails and the gateway is the published entry', () => {
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit(:|$)/);
    expect(service('gateway').ports?.map((p) => Number(p.target))).toEqual([80]);
    expect(service('gateway').environment?.API_UPSTREAM).toBe('api:4000');
    expect(service('gateway').environment?.SHELL_UPSTREAM).toBe('shell:3000');
  });
});

describe('gateway nginx config', () => {
  const dockerfile = readFileSync(path.join(root, 'docker/gateway/Dockerfile'), 'utf8');
  const conf = parseNginx(readFileSync(path.join(root, 'docker/nginx/gateway.conf.template'), 'utf8'));
  const [server] = find(conf, 'server');
  const block = server?.block ?? [];
  const upstream = (name: string) => find(conf, 'upstream').find((d) => d.args[0] === name)?.block ?? [];
  const location = (prefix: string) => find(block, 'location').find((d) => d.args.join(' ') === prefix)?.block ?? [];

  test('the image renders this template', () => {
    expect(dockerfile).toContain('COPY docker/nginx/gateway.conf.template /etc/nginx/templates/default.conf.template');
  });

  test('/api/ goes to the pool of api replicas with the prefix stripped', () => {
    const api = location('/api/');
    expect(find(api, 'proxy_pass')[0]?.args).toEqual(['http://api_pool']);
    const [rewrite] = find(api, 'rewrite');
    expect(rewrite?.args[2]).toBe('break');
    expect('/api/v1/home'.replace(nginxRegex(rewrite?.args[0] ?? '^$'), rewrite?.args[1] ?? '')).toBe('/v1/home');
  });

  test('everything else goes to the pool of shell replicas', () => {
    expect(find(location('/'), 'proxy_pass')[0]?.args).toEqual(['http://shell_pool']);
  });

  test.each([
    ['api_pool', '${API_UPSTREAM}'],
    ['shell_pool', '${SHELL_UPSTREAM}'],
  ])('%s holds every address of its replicas, re-resolved (resolve + a shared zone)', (pool, server) => {
    const [entry] = find(upstream(pool), 'server');
    expect(entry?.args[0]).toBe(server);
    expect(entry?.args).toContain('resolve');
    expect(find(upstream(pool), 'zone')[0]?.args[0]).toBe(pool);
    expect(find(conf, 'resolver')[0]?.args[0]).toBe('${NGINX_RESOLVER}');
  });

  test('the gateway image is nginx 1.27.3 or later (upstream `resolve` in open-source nginx)', () => {
    const [, minor = '0', patch = '0'] = /ARG NGINX_IMAGE=nginx:1\.(\d+)\.(\d+)/.exec(dockerfile) ?? [];
    expect(Number(minor) * 1000 + Number(patch)).toBeGreaterThanOrEqual(27_003);
  });

  test('a request id goes on to the shell and the api: the client one, else nginx one', () => {
    const header = find(block, 'proxy_set_header').find((d) => d.args[0]?.toLowerCase() === 'x-request-id');
    expect(header?.args[1]).toBe('$edge_request_id');
    const map = find(conf, 'map').find((d) => d.args[1] === '$edge_request_id');
    expect(map?.args[0]).toBe('$http_x_request_id');
    expect((map?.block ?? []).map((d) => [d.name, d.args[0]])).toEqual([
      ['default', '$http_x_request_id'],
      ['', '$request_id'],
    ]);
  });
});

describe('remote nginx config (docker/nginx/remote.conf)', () => {
  const conf = parseNginx(readFileSync(path.join(root, 'docker/nginx/remote.conf'), 'utf8'));
  const [server] = find(conf, 'server');
  const block = server?.block ?? [];
  const headers = new Map(find(block, 'add_header').map((d) => [d.args[0]?.toLowerCase(), d.args.slice(1)]));

  test('CORS is open on every answer, errors included', () => {
    expect(headers.get('access-control-allow-origin')).toEqual(['*', 'always']);
  });

  test('no location drops the server headers (nginx forgets them where a location adds its own)', () => {
    expect(find(block, 'location').filter((l) => find(l.block ?? [], 'add_header').length > 0)).toEqual([]);
  });

  test('manifest, remoteEntry.js and index.html are no-cache; content-hashed chunks immutable', () => {
    const [value, always] = headers.get('cache-control') ?? [];
    expect(always).toBe('always');
    const map = find(conf, 'map').find((d) => d.args[0] === '$uri' && d.args[1] === value);
    expect(map).toBeDefined();
    const rules = (map?.block ?? []).map((d) => ({ pattern: d.name, value: d.args[0] }));
    const cacheOf = (uri: string) =>
      (
        rules.find((r) => r.pattern !== 'default' && nginxRegex(r.pattern).test(uri)) ??
        rules.find((r) => r.pattern === 'default')
      )?.value;
    for (const uri of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/', '/produits/terrasse']) {
      expect([uri, cacheOf(uri)]).toEqual([uri, 'no-cache']);
    }
    for (const uri of ['/main.224b8ff1.js', '/__federation_expose_HomePage.de29faf9.js', '/965.f3d24363.js.map']) {
      expect([uri, cacheOf(uri)]).toEqual([uri, 'public, max-age=31536000, immutable']);
    }
  });

  test('HTML answers may not be framed, like tooling/static-server.mjs HTML_HEADERS', () => {
    const valueFor = (header: string, contentType: string) => {
      const variable = headers.get(header)?.[0];
      const map = find(conf, 'map').find((d) => d.args[0] === '$sent_http_content_type' && d.args[1] === variable);
      const rules = (map?.block ?? []).map((d) => ({ pattern: d.name, value: d.args[0] }));
      return (
        rules.find((r) => r.pattern !== 'default' && nginxRegex(r.pattern).test(contentType)) ??
        rules.find((r) => r.pattern === 'default')
      )?.value;
    };
    // The values tooling/static-server.mjs sends (HTML_HEADERS; ESM, so not importable here).
    expect(valueFor('content-security-policy', 'text/html; charset=utf-8')).toBe(
      "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
    expect(valueFor('x-frame-options', 'text/html')).toBe('DENY');
    expect(valueFor('content-security-policy', 'application/javascript')).toBe('');
  });

  test('a missing file is a 404, not the standalone page', () => {
    const fileLocation = find(block, 'location').find(
      (l) => l.args[0] === '~' && nginxRegex(l.args[1] ?? '^$').test('/x.12345678.js'),
    );
    expect(find(fileLocation?.block ?? [], 'try_files')[0]?.args).toEqual(['$uri', '=404']);
  });
});
