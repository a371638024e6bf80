import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { envelope, orderSchema, type Order } from '@arbora/shared/schemas';
import { formSubmissions, formUploads, orders, productVariants, settings } from '../../db/schema/index';
import { sweepOrphanUploads } from '../../repositories/forms';
import { createS3Storage } from '../../storage/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, fromNewIp, newCustomer, uniqueEmail } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { PDF_BYTES, SAMPLE_FORMS, multipart } from '../../../test/forms';
import { startS3Server } from '../../../test/s3-server';
import type { S3TestServer } from '../../../test/s3-server';
import { testAddress } from '../../../test/checkout';

// The API with S3_* set, against a real S3-compatible server (s3rver on loopback).
let s3: S3TestServer;
let t: TestApp;
let app: FastifyInstance;
let bucket: ReturnType<typeof createS3Storage>;

beforeAll(async () => {
  s3 = await startS3Server();
  // Its own database on PostgreSQL: a test here changes the seller's name for a moment.
  t = await buildTestApp(s3.env, { privateDatabase: true });
  app = t.app;
  bucket = createS3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.env.S3_REGION!,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const post = (url: string, payload: object, session: Session) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(session) });

/** An order of `session` for one cheap line, paid by card through the sandbox page. */
async function paidOrder(session: Session): Promise<Order> {
  const [variant] = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(gt(productVariants.stock, 100), lt(productVariants.priceTtc, 1_000_000), gt(productVariants.priceTtc, 0)),
    )
    .orderBy(desc(productVariants.id))
    .limit(1);
  const elements = [{ element_id: variant!.id, element_type: 'product_variant', type: 'product', quantity: 1 }];
  const cart = await post('/v1/cart/update', { type: 'add', elements }, session);
  const token = cart.json().data.token as string;
  const carrier = (cart.json().data.cart.carriers as { technical_name: string }[])[0]!.technical_name;
  const relay = carrier === 'relais_ferme' ? { relay_point_id: 1 } : {};
  await post('/v1/cart/livraison', { cart_token: token, carrier_technical_name: carrier, ...relay }, session);
  const address = testAddress;
  const res = await post(
    '/v1/cart/validation',
    { cart_token: token, saleplan_id: 1, payment_method: 'card', delivery_address: address, accept_cgv: true },
    session,
  );
  expect(res.statusCode).toBe(201);
  const created = envelope(orderSchema).parse(res.json()).data;
  const paid = await app.inject({
    method: 'POST',
    url: new URL(created.payment.redirect_url!).pathname.replace(/^\/api/, ''),
    payload: 'card_number=4242+4242+4242+4242',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  return created;
}

describe('object storage on S3', () => {
  test('an uploaded CV is stored in the bucket under the key its row records, not on the local disk', async () => {
    const email = uniqueEmail('s3cv');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/forms/send',
      ...multipart({ form: 'candidature', data: JSON.stringify({ ...SAMPLE_FORMS.candidature, email }) }, [
        { field: 'cv', filename: 'cv.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
      ...fromNewIp(),
    });
    expect(res.statusCode).toBe(200);
    const [file] = await app.db
      .select({ key: formUploads.storedPath })
      .from(formUploads)
      .innerJoin(formSubmissions, eq(formSubmissions.id, formUploads.submissionId))
      .where(eq(formSubmissions.email, email));
    expect(file!.key).toMatch(/^uploads\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect((await bucket.get(file!.key))?.equals(PDF_BYTES)).toBe(true);
    expect(existsSync(path.join(t.dataDir, file!.key))).toBe(false);
  });

  test('an object in the bucket that no row names is swept once old; the stored CVs stay', async () => {
    const kept = await app.db.select({ key: formUploads.storedPath }).from(formUploads);
    const orphan = 'uploads/2001-01/0b0e5a4c-orphan.png';
    await bucket.put(orphan, Buffer.from('x'), { contentType: 'image/png' });
    await bucket.put('invoices/2001/not-an-upload.pdf', Buffer.from('x'), { contentType: 'application/pdf' });
    // Just written: left to the request storing it.
    expect(await sweepOrphanUploads(app.db, app.storage, 3600_000)).toEqual([]);
    const later = Date.now() + 2 * 3600_000;
    expect(await sweepOrphanUploads(app.db, app.storage, 3600_000, later)).toEqual([orphan]);
    expect(await bucket.exists(orphan)).toBe(false);
    expect(await bucket.exists('invoices/2001/not-an-upload.pdf')).toBe(true);
    for (const { key } of kept) expect(await bucket.exists(key)).toBe(true);
  });

  test('an invoice is drawn once when the order is paid, stored, and downloaded as the same bytes', async () => {
    const me = await newCustomer(app);
    const order = await paidOrder(me);
    await app.background.idle();
    const [row] = await app.db
      .select({ key: orders.invoiceKey, siteId: orders.siteId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.key).toMatch(/^invoices\/\d{4}\/FA-\d{4}-\d{6}-[0-9a-f-]{36}\.pdf$/);
    const stored = await bucket.get(row!.key!);
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');

    const download = () =>
      app.inject({ method: 'GET', url: `/v1/order/${order.reference}/invoice`, headers: bearer(me) });
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(stored!)).toBe(true);
    // A redrawing would print the new company name (and a new creation date): the stored file does not.
    const [setting] = await app.db
      .select()
      .from(settings)
      .where(and(eq(settings.siteId, row!.siteId), eq(settings.technicalName, 'company_name')));
    expect(setting).toBeDefined();
    await app.db.update(settings).set({ value: 'Autre Raison Sociale' }).where(eq(settings.id, setting!.id));
    const second = await download();
    await app.db.update(settings).set({ value: setting!.value }).where(eq(settings.id, setting!.id));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const [after] = await app.db.select({ key: orders.invoiceKey }).from(orders).where(eq(orders.id, order.id));
    expect(after!.key).toBe(row!.key);
  });

  test('two processes issuing the same invoice at once keep one file', async () => {
    const me = await newCustomer(app);
    const order = await paidOrder(me);
    await app.background.idle();
    await app.db.update(orders).set({ invoiceKey: null }).where(eq(orders.id, order.id));
    const [a, b] = await Promise.all([app.invoices.issue(order.id), app.invoices.issue(order.id)]);
    expect(a!.key).toBe(b!.key);
    const [row] = await app.db.select({ key: orders.invoiceKey }).from(orders).where(eq(orders.id, order.id));
    expect(row!.key).toBe(a!.key);
    expect(await bucket.exists(a!.key)).toBe(true);
  });
});
