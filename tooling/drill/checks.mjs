// What the replica drill proves, one function per line of its table. Each returns
// { pass, figures } and never throws (a failure to even try is a FAIL with its reason).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiRequire } from './servers.mjs';

/** The API tests' delivery address (api/test/checkout.ts), one file for both. */
const testAddress = createRequire(import.meta.url)('../../api/test/test-address.json');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** fetch that answers `{ status, headers, body }` or `{ status: 0, error }` (a refused connection). */
export async function call(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = {}) {
  try {
    const res = await fetch(url, {
      method,
      headers: {
        ...(body && typeof body === 'object' && !(body instanceof FormData)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      body: body === undefined || body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    let json = null;
    try {
      json = JSON.parse(bytes.toString());
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, bytes, text: bytes.toString(), json };
  } catch (error) {
    return { status: 0, error: String(error?.cause?.code ?? error?.message ?? error) };
  }
}

export const DEMO = { username: 'demo.particulier@arbora.example', password: 'Demo-Arbora-2025!' };
const DEMO_PRO = { username: 'demo.pro@arbora.example', password: 'Demo-Arbora-2025!' };
/** Distinct shoppers for per-address limits: the load balancer appends the socket to this. */
const shopper = (n) => ({ 'x-forwarded-for': `198.51.100.${n}` });

export async function login(base, who, ip) {
  const res = await call(`${base}/v1/user/login`, { method: 'POST', body: who, headers: shopper(ip) });
  if (res.status !== 200) throw new Error(`login ${who.username}: ${res.status} ${res.text ?? res.error}`);
  return { authorization: `Bearer ${res.json.data.token}` };
}

/** A variant every order of the drill can take (deep stock, a normal price). */
export async function orderableVariant(db) {
  const { rows } = await db.query(
    'select id from product_variants where stock > 100 and price_ttc between 1 and 1000000 order by id desc limit 1',
  );
  if (!rows[0]) throw new Error('no variant with a deep stock in the seed');
  return rows[0].id;
}

/** Retries a step on what a dying replica answers (no answer, 502, 503), a bounded number of times. */
async function retrying(step, tries = 6) {
  let res;
  for (let i = 0; i < tries; i += 1) {
    res = await step();
    if (res.status !== 0 && res.status !== 502 && res.status !== 503 && res.status !== 504) return res;
    await sleep(200 * (i + 1));
  }
  return res;
}

/**
 * Cart → delivery → validation with the client's idempotency key (repeated as is on a retry). The
 * cart starts anonymous (a customer asking without a token gets their one open cart back), so one
 * customer may run several checkouts at once; the delivery step makes it theirs.
 */
async function checkout(base, auth, variantId, key) {
  const cart = await retrying(() =>
    call(`${base}/v1/cart/update`, {
      method: 'POST',
      body: {
        type: 'add',
        elements: [{ element_id: variantId, element_type: 'product_variant', type: 'product', quantity: 1 }],
      },
    }),
  );
  if (cart.status !== 200) return { key, acknowledged: null, step: `cart ${cart.status}` };
  const token = cart.json.data.token;
  const carrier = cart.json.data.cart.carriers[0].technical_name;
  const relay = carrier === 'relais_ferme' ? { relay_point_id: 1 } : {};
  const delivery = await retrying(() =>
    call(`${base}/v1/cart/livraison`, {
      method: 'POST',
      headers: auth,
      body: { cart_token: token, carrier_technical_name: carrier, ...relay },
    }),
  );
  if (delivery.status !== 200) return { key, acknowledged: null, step: `delivery ${delivery.status}` };
  const order = await retrying(() =>
    call(`${base}/v1/cart/validation`, {
      method: 'POST',
      headers: auth,
      body: {
        cart_token: token,
        saleplan_id: 1,
        payment_method: 'card',
        delivery_address: testAddress,
        accept_cgv: true,
        idempotency_key: key,
      },
    }),
  );
  const ok = order.status === 201 || order.status === 200;
  return { key, acknowledged: ok ? order.json.data : null, step: ok ? 'ordered' : `validation ${order.status}` };
}

/** Server rendering through the balancer: a product page and the home, each answered by both shells. */
export async function ssrThroughBalancer({ lb }) {
  const pages = ['/p-lame-de-terrasse-alveolaire-horizon', '/'];
  const seen = [];
  for (const page of pages)
    for (let i = 0; i < 2; i += 1) {
      const res = await call(`${lb}${page}`);
      const main = res.text?.slice(res.text.indexOf('<main'), res.text.indexOf('</main>')) ?? '';
      seen.push({
        page,
        ok:
          res.status === 200 &&
          res.text.includes('<script id="arbora-ssr" type="application/json">') &&
          /<h1[\s>]/.test(main) &&
          !main.includes('aria-busy="true"'),
        status: res.status,
      });
    }
  const good = seen.filter((s) => s.ok).length;
  return {
    pass: good === seen.length,
    figures: `${good}/${seen.length} pages server-rendered (state, h1 in <main>) via nginx; statuses ${seen.map((s) => s.status).join(',')}`,
  };
}

/**
 * A page rendered by shell 1 is served by shell 2 from the shared HTML cache: the drill marks the
 * entry shell 1 wrote in Redis; shell 2 answering with the mark did not render the page itself.
 */
export async function sharedHtmlCache({ shells, redis }) {
  const page = '/magasins/nantes';
  const first = await call(`${shells[0]}${page}`);
  if (first.status !== 200) return { pass: false, figures: `shell 1 answered ${first.status || first.error}` };
  let key = null;
  for (let i = 0; i < 20 && !key; i += 1) {
    const keys = await redis.keys('arbora:shell:html:*');
    key = keys.find((k) => k.includes(page)) ?? null;
    if (!key) await sleep(100);
  }
  if (!key)
    return { pass: false, figures: 'no shared HTML entry in Redis after shell 1 rendered (REDIS_URL not used?)' };
  const mark = `drill-${randomUUID()}`;
  const raw = await redis.get(key);
  const ttl = await redis.pttl(key);
  if (!raw?.includes('</body>')) return { pass: false, figures: `entry ${key} holds no page` };
  await redis.set(key, raw.replace('</body>', `<!-- ${mark} --></body>`), 'PX', Math.max(ttl, 60_000));
  const second = await call(`${shells[1]}${page}`);
  const served = second.status === 200 && second.text.includes(mark);
  return {
    pass: served,
    figures: served
      ? `${page}: rendered by shell 1, served by shell 2 from Redis (${key.length > 40 ? `${key.slice(0, 40)}…` : key})`
      : `${page}: shell 2 answered ${second.status} without shell 1's entry (it rendered its own)`,
  };
}

/** N wrong logins from one shopper, through the balancer (so alternately on both APIs). */
export async function loginLimit({ lb, limit, tries }) {
  const statuses = [];
  for (let i = 0; i < tries; i += 1) {
    const res = await call(`${lb}/api/v1/user/login`, {
      method: 'POST',
      headers: shopper(77),
      body: { username: `nobody-${randomUUID()}@exemple.fr`, password: 'wrong-password' },
    });
    statuses.push(res.json?.code === 'RATE_LIMITED' || res.status === 429 ? 429 : res.status);
  }
  const through = statuses.filter((s) => s !== 429).length;
  return {
    pass: through <= limit && statuses.filter((s) => s === 429).length === tries - through,
    figures: `${through} of ${tries} wrong logins answered, ${tries - through} refused 429 (limit ${limit}/min, 2 APIs)`,
  };
}

/** A one-page PDF, as a CV (the API judges a PDF by parsing it). */
async function onePagePdf() {
  const { PDFDocument } = apiRequire('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

/**
 * A CV posted to API 1 is in the shared bucket (read back as API 2 would read it), not on API 1's
 * disk; an invoice issued by API 1 is downloaded from API 2 as the same bytes, twice.
 */
export async function uploadsAcrossReplicas({ apis, db, s3, variantId, apiDataDirs }) {
  const email = `drill-${randomUUID()}@exemple.fr`;
  const PDF = await onePagePdf();
  const form = new FormData();
  form.set('form', 'candidature');
  form.set(
    'data',
    JSON.stringify({
      firstname: 'Léa',
      lastname: 'Martin',
      email,
      phone: '06 12 34 56 78',
      postcode: '44000',
      consent: true,
      job: 'Technico-commercial',
    }),
  );
  form.set('cv', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const sent = await call(`${apis[0]}/v1/forms/send`, { method: 'POST', body: form, headers: shopper(91) });
  const figures = [];
  let cvOk = false;
  if (sent.status !== 200)
    figures.push(`CV refused by API 1: ${sent.status} ${sent.json?.message ?? sent.error ?? ''}`);
  else {
    const { rows } = await db.query(
      'select u.stored_path from form_uploads u join form_submissions s on s.id = u.submission_id where s.email = $1',
      [email],
    );
    const key = rows[0]?.stored_path;
    const object = key ? await s3.get(key).catch(() => null) : null;
    const onDisk = key ? existsSync(`${apiDataDirs[0]}/${key}`) : false;
    cvOk = Boolean(object?.equals(PDF)) && !onDisk;
    figures.push(
      object
        ? `CV ${key} in the bucket (${object.length} B, ${object.equals(PDF) ? 'same bytes' : 'different'})`
        : `CV not in the bucket (row: ${key ?? 'none'})`,
    );
    if (onDisk) figures.push('also on API 1 local disk');
  }

  // An order paid on API 1 (sandbox card), its invoice downloaded from API 2 then API 1.
  let invoiceOk = false;
  try {
    const auth = await login(apis[0], DEMO_PRO, 92);
    const done = await checkout(apis[0], auth, variantId, `drill-inv-${randomUUID()}`);
    if (!done.acknowledged) throw new Error(`order: ${done.step}`);
    const paid = await call(new URL(done.acknowledged.payment.redirect_url).pathname.replace(/^\/api/, apis[0]), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card_number=4242+4242+4242+4242',
    });
    if (paid.status !== 303) throw new Error(`payment answered ${paid.status}`);
    const url = (api) => `${api}/v1/order/${done.acknowledged.reference}/invoice`;
    const fromTwo = await call(url(apis[1]), { headers: auth });
    const again = await call(url(apis[1]), { headers: auth });
    const fromOne = await call(url(apis[0]), { headers: auth });
    const { rows } = await db.query('select invoice_key from orders where reference = $1', [
      done.acknowledged.reference,
    ]);
    const key = rows[0]?.invoice_key ?? null;
    const stored = key ? await s3.get(key).catch(() => null) : null;
    invoiceOk =
      fromTwo.status === 200 &&
      fromTwo.bytes.equals(again.bytes) &&
      fromTwo.bytes.equals(fromOne.bytes) &&
      Boolean(stored?.equals(fromTwo.bytes));
    figures.push(
      `invoice ${done.acknowledged.reference}: API 2 ${fromTwo.status} ×2, API 1 ${fromOne.status}, ${
        invoiceOk
          ? 'one stored file, same bytes'
          : `stored key ${key ?? 'none'}, bytes ${fromTwo.bytes?.equals(fromOne.bytes ?? Buffer.alloc(0)) ? 'equal' : 'differ'}`
      }`,
    );
  } catch (error) {
    figures.push(`invoice: ${error.message}`);
  }
  return { pass: cvOk && invoiceOk, figures: figures.join('; ') };
}

/**
 * Checkouts through the balancer from two customers while API 1 is killed with SIGKILL: every
 * order the shop acknowledged exists once, and no checkout made two orders.
 */
export async function killDuringCheckouts({ lb, db, variantId, kill, loops, perLoop, balancerErrors }) {
  const customers = [await login(`${lb}/api`, DEMO, 93), await login(`${lb}/api`, DEMO_PRO, 94)];
  const sessions = Array.from({ length: loops }, () => customers).flat();
  const results = [];
  let started = 0;
  let killed = false;
  const total = perLoop * sessions.length;
  await Promise.all(
    sessions.map(async (auth) => {
      for (let i = 0; i < perLoop; i += 1) {
        started += 1;
        if (!killed && started > total / 3) {
          killed = true;
          kill();
        }
        results.push(await checkout(`${lb}/api`, auth, variantId, `drill-${randomUUID()}`));
      }
    }),
  );
  const keys = results.map((r) => r.key);
  const { rows } = await db.query(
    'select idempotency_key, count(*)::int as n, min(reference) as reference from orders where idempotency_key = any($1) group by idempotency_key',
    [keys],
  );
  const inDb = new Map(rows.map((r) => [r.idempotency_key, r]));
  const acknowledged = results.filter((r) => r.acknowledged);
  const lost = acknowledged.filter((r) => inDb.get(r.key)?.reference !== r.acknowledged.reference).length;
  const doubles = rows.filter((r) => r.n > 1).length;
  const unacknowledgedButMade = results.filter((r) => !r.acknowledged && inDb.has(r.key)).length;
  const failedSteps = results.filter((r) => !r.acknowledged).map((r) => r.step);
  return {
    pass: killed && acknowledged.length > 0 && lost === 0 && doubles === 0,
    figures: `${acknowledged.length}/${total} checkouts (${sessions.length} at a time) acknowledged, API 1 killed after ${Math.ceil(total / 3)} (nginx: ${balancerErrors()} upstream errors moved on); lost ${lost}, doubled ${doubles}; ${unacknowledgedButMade} made but unanswered${failedSteps.length ? ` (${failedSteps.join(', ')})` : ''}`,
    orders: acknowledged.map((r) => r.acknowledged.reference),
  };
}

/** Every ERP event of the drill's orders reached the recording ERP exactly once. */
export async function oneErpPushPerEvent({ db, erp, workers, settleMs }) {
  const { rows } = await db.query(
    "select reference, paid_at is not null as paid from orders where idempotency_key like 'drill-%'",
  );
  const expected = new Set(
    rows.flatMap((r) => [`order_created:${r.reference}`, ...(r.paid ? [`order_paid:${r.reference}`] : [])]),
  );
  const deadline = Date.now() + settleMs;
  const received = () => new Set(erp.pushes.map((p) => `${p.event}:${p.reference}`));
  while (Date.now() < deadline && [...expected].some((e) => !received().has(e))) await sleep(250);
  // A little longer: a second push of an event already received would come now.
  await sleep(Math.min(3000, settleMs / 4));
  const ours = erp.pushes.filter((p) => expected.has(`${p.event}:${p.reference}`));
  const counts = new Map();
  for (const p of ours) counts.set(`${p.event}:${p.reference}`, (counts.get(`${p.event}:${p.reference}`) ?? 0) + 1);
  const missing = [...expected].filter((e) => !counts.has(e)).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  const keyed = ours.filter((p) => p.key).length;
  return {
    // Without the worker process the property is not the one asked for, whatever the counts say.
    pass: workers > 0 && expected.size > 0 && missing === 0 && twice === 0,
    figures: `${workers ? `${workers} workers` : 'no npm run worker: the APIs push'}; ${expected.size} events, ${ours.length} pushes: ${missing} missing, ${twice} pushed more than once; ${keyed}/${ours.length} with an Idempotency-Key`,
  };
}

/** A PostgreSQL client on the drill's database (the API's pg package). */
export async function connectDb(url) {
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The bucket as any replica reads it (the API's own S3 client package). */
export function bucketReader(env) {
  const { S3Client, GetObjectCommand } = apiRequire('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }));
      return Buffer.from(await res.Body.transformToByteArray());
    },
  };
}
