import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { constructionSiteDetailSchema, envelope } from '@arbora/shared/schemas';
import { DEMO_ACCOUNTS } from '../../seed/demo';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, login, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';

let t: TestApp;
let app: FastifyInstance;
let priv: Session;
let pro: Session;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  priv = await login(app, DEMO_ACCOUNTS.private.email, DEMO_ACCOUNTS.private.password);
  pro = await login(app, DEMO_ACCOUNTS.pro.email, DEMO_ACCOUNTS.pro.password);
});
afterAll(async () => t?.close());

const get = (url: string, session?: Session) =>
  app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });
const pathOf = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

describe('construction sites', () => {
  test('the customer sees their own sites, with documents served as real PDFs', async () => {
    const list = (await get('/v1/construction-site', pro)).json().data as {
      id: number;
      slug: string;
      documents_count: number;
    }[];
    expect(list.map((s) => s.slug).sort()).toEqual(['ecole-jules-verne', 'residence-les-chenes', 'restaurant-le-quai']);
    const site = envelope(constructionSiteDetailSchema).parse(
      (await get(`/v1/construction-site/${list[0]!.id}`, pro)).json(),
    ).data;
    expect(site.documents.length).toBe(list[0]!.documents_count);
    const doc = site.documents[0]!;
    const res = await get(pathOf(doc.url), pro);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(doc.number);
  });

  test('nobody else reads them: other customers get 404, guests token_required', async () => {
    const mine = (await get('/v1/construction-site', priv)).json().data as { id: number }[];
    const theirs = (await get('/v1/construction-site', pro)).json().data as { id: number }[];
    expect(mine).toHaveLength(1);
    const site = envelope(constructionSiteDetailSchema).parse(
      (await get(`/v1/construction-site/${theirs[0]!.id}`, pro)).json(),
    ).data;
    const stranger = await newCustomer(app);
    expect((await get('/v1/construction-site', stranger)).json().data).toEqual([]);
    for (const who of [priv, stranger]) {
      for (const s of theirs) expect((await get(`/v1/construction-site/${s.id}`, who)).statusCode).toBe(404);
      for (const d of site.documents) expect((await get(pathOf(d.url), who)).statusCode).toBe(404);
    }
    expect((await get(`/v1/construction-site/${mine[0]!.id}`)).json().code).toBe('token_required');
    expect((await get(`/v1/construction-site/${mine[0]!.id}/document/devis/../../etc`, priv)).statusCode).toBe(404);
    expect((await get(`/v1/construction-site/${mine[0]!.id}/document/cheque/DV-2025-0412`, priv)).statusCode).toBe(400);
  });
});

describe('demo data (README)', () => {
  test('both demo accounts log in and have addresses with one default of each kind, and past orders in several states', async () => {
    for (const session of [priv, pro]) {
      const me = (await get('/v1/me', session)).json().data as {
        addresses: { is_delivery_default: boolean; is_invoice_default: boolean }[];
        isPro: boolean;
      };
      expect(me.addresses.filter((a) => a.is_delivery_default)).toHaveLength(1);
      expect(me.addresses.filter((a) => a.is_invoice_default)).toHaveLength(1);
    }
    expect((await get('/v1/me', pro)).json().data).toMatchObject({ isPro: true, siret: DEMO_ACCOUNTS.pro.siret });
    const orders = (await get('/v1/order', priv)).json().data.items as {
      status: string;
      outcome: string;
      reference: string;
    }[];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['paid', 'awaiting_transfer', 'payment_failed']));
    const detail = (await get(`/v1/order/${orders[0]!.reference}`, priv)).json().data;
    expect(detail.cart.list.length).toBeGreaterThan(0);
    const proOrders = (await get('/v1/order', pro)).json().data.items as { status: string }[];
    expect(proOrders.map((o) => o.status).sort()).toEqual(['credit_pending', 'paid']);
  });
});
