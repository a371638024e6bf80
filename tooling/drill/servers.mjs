// The servers of the replica drill, each started on a free loopback port and stopped by the drill:
// PostgreSQL (.ci/pg-cluster.sh), redis-server, s3rver, nginx, a recording ERP, the API, the shell.
import { execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTES, ROOT, freePort, waitFor } from '../stack.mjs';

const exec = promisify(execFile);
/** The API workspace's packages (pg, the S3 client), resolved as the API resolves them. */
export const apiRequire = createRequire(path.join(ROOT, 'api', 'package.json'));

/** A binary on PATH or where Debian puts it (nginx and redis-server live in sbin / bin). */
export function binary(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs) if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

/**
 * A child process whose output goes to `<logDir>/<label>.log`; in its own process group, so that
 * stopping it also stops what it started (npm → node).
 */
export function startProcess(label, command, args, { cwd = ROOT, env = {}, logDir }) {
  const log = createWriteStream(path.join(logDir, `${label}.log`));
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.label = label;
  return child;
}

/** SIGTERM to the child's group, SIGKILL after `graceMs`; resolves once it exited. */
export function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const group = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => group('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    group('SIGTERM');
  });
}

export async function startPostgres(dir) {
  const port = await freePort();
  const script = path.join(ROOT, '.ci', 'pg-cluster.sh');
  const { stdout } = await exec(script, ['start', dir, String(port)], { timeout: 90_000 });
  return {
    url: stdout.trim(),
    stop: () => exec(script, ['stop', dir, String(port)], { timeout: 60_000 }).catch(() => undefined),
  };
}

export async function startRedis(logDir) {
  const bin = binary('redis-server');
  if (!bin) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  const port = await freePort();
  const child = startProcess(
    'redis',
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { logDir },
  );
  const Redis = apiRequire('ioredis').Redis;
  const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await client.connect();
      break;
    } catch (err) {
      if (Date.now() > deadline || child.exitCode !== null) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url: `redis://127.0.0.1:${port}`, client, stop: async () => (client.disconnect(), stopProcess(child)) };
}

/** s3rver (npm, the root devDependency) in this process, its objects under `dir`, with one bucket. */
export async function startS3(dir, bucket) {
  const { default: S3rver } = await import('s3rver');
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: () => server.close().catch(() => undefined),
  };
}

/** An ERP that takes every push and remembers it (idempotency key, event, order reference). */
export async function startRecordingErp() {
  const pushes = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let event = {};
      try {
        event = JSON.parse(body);
      } catch {
        // counted with what the headers say
      }
      pushes.push({
        key: req.headers['idempotency-key'] ?? null,
        event: event.event ?? null,
        reference: event.order?.reference ?? null,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/erp`,
    pushes,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * nginx from Debian as the load balancer, as docker/nginx/gateway.conf.template does it: `/api/` to
 * the API pool (prefix stripped), the rest to the shell pool, and a second listener the shells use
 * to reach the API pool. A refused connection or a 502/503 moves the request to the other replica
 * for 10 s. X-Forwarded-For is appended to, not overwritten: the drill plays several shoppers by
 * sending it (the production gateway overwrites it).
 */
export async function startNginx(dir, { apis, shells, logDir }) {
  const bin = binary('nginx');
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const [port, apiPort] = [await freePort(), await freePort()];
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, 'tmp', sub), { recursive: true });
  const pool = (name, ports) =>
    `upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}\n    keepalive 16;\n  }`;
  const proxy = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;`;
  const conf = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${logDir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log ${logDir}/nginx-access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  client_max_body_size 10m;
  ${pool('api_pool', apis)}
  ${pool('shell_pool', shells)}
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://api_pool/;
      ${proxy}
    }
    location / {
      proxy_pass http://shell_pool;
      ${proxy}
    }
  }
  server {
    listen 127.0.0.1:${apiPort};
    location / {
      proxy_pass http://api_pool;
      ${proxy}
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const child = startProcess(
    'nginx',
    bin,
    ['-e', `${logDir}/nginx-error.log`, '-p', dir, '-c', file, '-g', 'daemon off;'],
    {
      logDir,
    },
  );
  return { port, apiPort, child, stop: () => stopProcess(child) };
}

/** The API as `npm start` runs it (tsx), with the drill's environment. */
export function startApi(label, { port, env, logDir }) {
  return startProcess(label, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    logDir,
  });
}

export function startShell(label, { port, env, logDir }) {
  return startProcess(label, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.join(ROOT, 'shell'),
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    logDir,
  });
}

/** The six remotes' builds (browser files and Node builds), each from the repository's static server. */
export async function startRemotes(logDir) {
  const started = [];
  for (const remote of REMOTES) {
    const port = await freePort();
    const child = startProcess(
      remote.name,
      process.execPath,
      [path.join(ROOT, 'tooling', 'static-server.mjs'), 'dist', String(port), '127.0.0.1'],
      { cwd: path.join(ROOT, `mfe-${remote.name}`), logDir },
    );
    started.push({ ...remote, port, child });
  }
  for (const r of started)
    await waitFor(`http://127.0.0.1:${r.port}/mf-manifest.json`, { child: r.child, timeoutMs: 30_000 });
  return {
    env: Object.fromEntries(
      started.map((r) => [`REMOTE_${r.name.toUpperCase()}_URL`, `http://127.0.0.1:${r.port}/mf-manifest.json`]),
    ),
    children: started.map((r) => r.child),
  };
}
