import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The security drill of issue 18: every input a probe once turned into a 500, a stored row or a
 * bypass, replayed through the shell's /api proxy against servers the caller started on loopback.
 * Each case must be refused (4xx), never answer 5xx, and change no row.
 */
export type DrillRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
};
export type DrillCase = { name: string; requests: (quick: boolean) => DrillRequest[]; mustLimit?: boolean };
export type DrillResult = {
  name: string;
  tried: number;
  refused: number;
  limited: number;
  errors: number;
  rowsChanged: number;
};

/** Tables whose rows a refused request may legitimately write: the failed-login counters themselves. */
const EXPECTED_WRITES = new Set(['login_attempts', '__drizzle_migrations']);

const json = { 'content-type': 'application/json' };
const formBody = (message: string) =>
  JSON.stringify({
    form: 'contact',
    data: {
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'drill@exemple.fr',
      phone: '06 12 34 56 78',
      postcode: '44000',
      consent: true,
      subject: 'produit',
      message,
    },
  });

function multipart(fields: Record<string, string>, files: { field: string; filename: string; bytes: Buffer }[]) {
  const boundary = `----drill${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A stored ZIP holding these names: a ".docx" that is no document. */
function zipOf(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n);
    centrals.push(central, n);
    offset += 30 + n.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const cv = (filename: string, bytes: Buffer): DrillRequest => {
  const data = JSON.parse(formBody('CV')).data as Record<string, unknown>;
  const mp = multipart({ form: 'candidature', data: JSON.stringify({ ...data, job: 'Poseur' }) }, [
    { field: 'cv', filename, bytes },
  ]);
  return { method: 'POST', path: '/api/v1/forms/send', body: mp.body, headers: mp.headers };
};

export const DRILL_CASES: DrillCase[] = [
  {
    name: 'site_id unknown or past int4 (12 routes)',
    requests: () =>
      ['999', '2147483648'].flatMap((site) => [
        { method: 'GET' as const, path: `/api/v1/site?site_id=${site}` },
        { method: 'GET' as const, path: `/api/v1/menu?site_id=${site}` },
        { method: 'GET' as const, path: `/api/v1/setting?site_id=${site}` },
        { method: 'GET' as const, path: `/api/v1/cart?site_id=${site}` },
        { method: 'GET' as const, path: `/api/v1/customer/functions?site_id=${site}` },
        {
          method: 'POST' as const,
          path: `/api/v1/cart/update?site_id=${site}`,
          body: '{"elements":[]}',
          headers: json,
        },
        { method: 'POST' as const, path: `/api/v1/forms/send?site_id=${site}`, body: formBody('site'), headers: json },
        {
          method: 'POST' as const,
          path: `/api/v1/user/rewind?site_id=${site}`,
          body: '{"username":"a@b.fr"}',
          headers: json,
        },
        {
          method: 'POST' as const,
          path: `/api/v1/customer/check-siret?site_id=${site}`,
          body: '{"siret":"46197306700014"}',
          headers: json,
        },
        { method: 'GET' as const, path: `/api/v1/redirection?site_id=${site}&slug=/x` },
        { method: 'GET' as const, path: `/api/v1/order?site_id=${site}` },
        { method: 'POST' as const, path: `/api/v1/cart/validation?site_id=${site}`, body: '{}', headers: json },
      ]),
  },
  {
    name: '10,000 nested brackets',
    requests: () =>
      ['/api/v1/forms/send', '/api/v1/cart/update', '/api/v1/customer'].map((path) => ({
        method: 'POST' as const,
        path,
        body: '['.repeat(10_000) + ']'.repeat(10_000),
        headers: json,
      })),
  },
  {
    name: 'lone surrogate in a form message',
    requests: () => [{ method: 'POST', path: '/api/v1/forms/send', body: formBody('x\ud800y'), headers: json }],
  },
  {
    name: 'element_id 2147483648',
    requests: () => [
      {
        method: 'POST',
        path: '/api/v1/cart/update',
        body: JSON.stringify({ elements: [{ element_id: 2147483648, element_type: 'product_variant', quantity: 1 }] }),
        headers: json,
      },
      { method: 'POST', path: '/api/v1/cart/remove?element_id=2147483648&element_type=product_variant&cart_token=x' },
    ],
  },
  { name: 'multipart file name with NUL', requests: () => [cv('cv\u0000.pdf', Buffer.from('%PDF-1.4\n'))] },
  {
    name: 'path segment past the router limit (414)',
    requests: () => [{ method: 'GET', path: `/api/v1/product/${'x'.repeat(400)}` }],
  },
  {
    name: '2 MB body through the proxy (413)',
    requests: () => [
      { method: 'POST', path: '/api/v1/user/login', body: Buffer.alloc(2 * 1024 * 1024, 0x20), headers: json },
    ],
  },
  {
    name: 'uploads: ZIP with evil.exe as .docx, %PDF then HTML, JPEG header then PHP',
    requests: () => [
      cv('cv.docx', zipOf(['[Content_Types].xml', 'word/document.xml', 'evil.exe'])),
      cv('cv.docx', zipOf(['notes.txt'])),
      cv('cv.pdf', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')),
      cv(
        'cv.jpg',
        Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.from('<?php system($_GET[c]); ?>')]),
      ),
    ],
  },
  {
    name: 'malformed JSON, wrong types, NUL in a field',
    requests: () => [
      { method: 'POST', path: '/api/v1/user/login', body: '{"username":', headers: json },
      { method: 'POST', path: '/api/v1/forms/send', body: '<xml/>', headers: { 'content-type': 'application/xml' } },
      { method: 'POST', path: '/api/v1/customer', body: '{"email":"a\\u0000b@c.fr"}', headers: json },
    ],
  },
  {
    name: 'login flood with a forged X-Forwarded-For',
    mustLimit: true,
    requests: (quick) =>
      Array.from({ length: quick ? 12 : 60 }, (_, i) => ({
        method: 'POST' as const,
        path: '/api/v1/user/login',
        body: JSON.stringify({ username: `drill.${i}@exemple.fr`, password: 'wrong-password' }),
        headers: { ...json, 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` },
      })),
  },
];

/** Row counts of every table of the public schema (but the counters refused logins must write). */
export async function rowCounts(db: Db): Promise<Map<string, number>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  const out = new Map<string, number>();
  for (const { name } of tables.rows) {
    if (EXPECTED_WRITES.has(name)) continue;
    const res = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    out.set(name, Number(res.rows[0]?.n));
  }
  return out;
}

const changed = (a: Map<string, number>, b: Map<string, number>) =>
  [...b.entries()].reduce((sum, [name, n]) => sum + Math.abs(n - (a.get(name) ?? 0)), 0);

/**
 * Row counts once the database is quiet (two readings 250 ms apart agree, 10 s at most): work an
 * earlier request or the start left running is not charged to the next case.
 */
async function settledRowCounts(db: Db): Promise<Map<string, number>> {
  let previous = await rowCounts(db);
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await rowCounts(db);
    if (changed(previous, next) === 0) return next;
    previous = next;
  }
  return previous;
}

/** Runs every case against `base` (the proxy, on loopback only) and answers one line per case. */
export async function runDrill(opts: {
  base: string;
  db: Db;
  quick?: boolean;
  /** Count the rows refused requests change (false where other writers share the database). */
  countRows?: boolean;
}): Promise<DrillResult[]> {
  const countRows = opts.countRows ?? true;
  const host = new URL(opts.base).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1')
    throw new Error(`The drill only runs against loopback, not ${host}`);
  const results: DrillResult[] = [];
  for (const drillCase of DRILL_CASES) {
    const before = countRows ? await settledRowCounts(opts.db) : new Map<string, number>();
    const result: DrillResult = { name: drillCase.name, tried: 0, refused: 0, limited: 0, errors: 0, rowsChanged: 0 };
    for (const req of drillCase.requests(opts.quick ?? false)) {
      result.tried += 1;
      let status = 0;
      try {
        const res = await fetch(`${opts.base}${req.path}`, {
          method: req.method,
          headers: req.headers,
          ...(req.body !== undefined ? { body: req.body } : {}),
          // Generous: a loaded CI machine is slow, and a slow answer is not a server failure.
          signal: AbortSignal.timeout(60_000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 599; // a reset or a hang counts as a server failure
      }
      if (status >= 500) result.errors += 1;
      else if (status >= 400) result.refused += 1;
      if (status === 429) result.limited += 1;
    }
    if (countRows) result.rowsChanged = changed(before, await settledRowCounts(opts.db));
    results.push(result);
  }
  return results;
}

/** Whether the drill passed: everything refused, no 5xx, no row changed, the flood limited. */
export function drillPassed(results: DrillResult[]): boolean {
  return results.every((r) => {
    const flood = DRILL_CASES.find((c) => c.name === r.name)?.mustLimit;
    return r.errors === 0 && r.rowsChanged === 0 && r.refused === r.tried && (!flood || r.limited > 0);
  });
}

export function formatTable(results: DrillResult[]): string {
  const header = ['case', 'tried', 'refused', '429', '5xx', 'rows changed'];
  const rows = results.map((r) => [r.name, r.tried, r.refused, r.limited, r.errors, r.rowsChanged].map(String));
  const total = ['total', ...[1, 2, 3, 4, 5].map((i) => String(rows.reduce((s, r) => s + Number(r[i]), 0)))];
  const all = [header, ...rows, total];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(header), rule, ...rows.map(line), rule, line(total)].join('\n');
}
