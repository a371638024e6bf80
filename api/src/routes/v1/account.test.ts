import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { envelope, customerSchema, checkSiretResponseSchema } from '@arbora/shared/schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { publicBody } from '../../../test/public-body';
import { PASSWORD, bearer, fromNewIp, login, newCustomer, tokenFromOutbox, uniqueEmail } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { testAddress } from '../../../test/checkout';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers, ...fromNewIp() });
const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  firstname: 'Léa',
  lastname: 'Martin',
  terms: true,
  ...extra,
});

describe('signup and activation', () => {
  test('private signup → activation e-mail → login refused until activated → activated once', async () => {
    const email = uniqueEmail();
    const res = await post('/v1/customer', signupBody(email, { phone: '06 12 34 56 78', newsletter: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email, activation_required: true } });
    const before = await post('/v1/user/login', { username: email, password: PASSWORD });
    expect(before.statusCode).toBe(401);
    expect(before.json().code).toBe('USER_NOT_AUTHORIZED');
    const token = await tokenFromOutbox(app, email, '/account/activate');
    const activated = await post('/v1/customer/activate', { token });
    expect(activated.json()).toEqual({ data: { activated: true, email } });
    const again = await post('/v1/customer/activate', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_TOKEN_INVALID', field: 'token' });
    const session = await login(app, email.toUpperCase());
    const me = envelope(customerSchema).parse(
      (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) })).json(),
    ).data;
    expect(me).toMatchObject({
      email,
      firstname: 'Léa',
      phone: '0612345678',
      isPro: false,
      newsletter: true,
      addresses: [],
    });
  });

  test('an address that already has an account answers the same, and its owner is told by e-mail', async () => {
    const { email } = await newCustomer(app);
    const res = await post('/v1/customer', signupBody(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email, activation_required: true } });
    const kinds = (await app.repos.outbox.to(email)).map((m) => m.kind);
    expect(kinds).toEqual(['activation', 'account_exists']);
  });

  test('activation resend: a new link for a pending account only, the same answer for any address', async () => {
    const email = uniqueEmail();
    expect((await post('/v1/customer', signupBody(email))).statusCode).toBe(201);
    const first = await tokenFromOutbox(app, email, '/account/activate');
    const resend = (username: string) => post('/v1/user/activation/resend', { username });
    const pending = await resend(email.toUpperCase());
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ data: { sent: true } });
    const second = await tokenFromOutbox(app, email, '/account/activate');
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await post('/v1/customer/activate', { token: first })).json().code).toBe('ACCOUNT_TOKEN_INVALID');
    expect((await post('/v1/customer/activate', { token: second })).statusCode).toBe(200);
    // Active and unknown addresses: same answer, no e-mail.
    const active = await resend(email);
    expect(publicBody(active)).toEqual(publicBody(pending));
    expect(publicBody(await resend(uniqueEmail('inconnu')))).toEqual(publicBody(pending));
    await app.background.idle();
    expect((await app.repos.outbox.to(email)).map((m) => m.kind)).toEqual(['activation', 'activation']);
    expect((await resend('pas-une-adresse')).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'username' });
  });

  test('activation resend: 3 e-mails an hour per address, then silence with the same answer', async () => {
    const email = uniqueEmail();
    expect((await post('/v1/customer', signupBody(email))).statusCode).toBe(201);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await post('/v1/user/activation/resend', { username: email })).json());
    expect(answers.every((a) => a.data?.sent === true)).toBe(true);
    await app.background.idle();
    // The signup's e-mail, then 2 more: the 3rd to 5th asks send nothing.
    expect((await app.repos.outbox.to(email)).filter((m) => m.kind === 'activation')).toHaveLength(3);
  });

  test('10 signups with someone else’s address: the same answer each time, 3 e-mails to them', async () => {
    const { email } = await newCustomer(app);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await post('/v1/customer', signupBody(email))).json());
    const same = JSON.stringify({ data: { email, activation_required: true } });
    expect(answers.every((a) => JSON.stringify(a) === same)).toBe(true);
    // The owner's own activation e-mail counts: 2 « Vous avez déjà un compte » follow, then nothing.
    expect((await app.repos.outbox.to(email)).map((m) => m.kind)).toEqual([
      'activation',
      'account_exists',
      'account_exists',
    ]);
  });

  test('the allowance is per address, whatever the kind of e-mail, and set by MAIL_PER_RECIPIENT_HOURLY', async () => {
    const strict = await buildTestApp({ MAIL_PER_RECIPIENT_HOURLY: '1' });
    try {
      const email = uniqueEmail();
      const signup = (payload: object) =>
        strict.app.inject({ method: 'POST', url: '/v1/customer', payload, ...fromNewIp() });
      expect((await signup(signupBody(email))).statusCode).toBe(201);
      expect((await signup(signupBody(email))).statusCode).toBe(201);
      const rewind = await strict.app.inject({
        method: 'POST',
        url: '/v1/user/rewind',
        payload: { username: email },
        ...fromNewIp(),
      });
      expect(rewind.json()).toEqual({ data: { sent: true } });
      await strict.app.background.idle();
      expect((await strict.app.repos.outbox.to(email)).map((m) => m.kind)).toEqual(['activation']);
      // Another address has its own allowance.
      const other = uniqueEmail();
      expect((await signup(signupBody(other))).statusCode).toBe(201);
      expect((await strict.app.repos.outbox.to(other)).map((m) => m.kind)).toEqual(['activation']);
    } finally {
      await strict.close();
    }
  });

  test('activation resend is rate limited per IP like login and rewind', async () => {
    const ip = fromNewIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/user/activation/resend',
        payload: { username: uniqueEmail('flot') },
        ...ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  test('SPEC 5 rules: password, confirmation, e-mail, phone, terms', async () => {
    const bad = async (extra: Record<string, unknown>, field: string, message: string) => {
      const res = await post('/v1/customer', signupBody(uniqueEmail(), extra));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(JSON.stringify(res.json().data.issues)).toContain(message);
    };
    await bad({ password: 'short1!', password_confirmation: 'short1!' }, 'password', 'valid_password');
    await bad({ password_confirmation: 'Autre2025!' }, 'password_confirmation', 'passwords_not_matching');
    await bad({ email: 'client@arbora' }, 'email', 'valid_email');
    await bad({ phone: '12345' }, 'phone', 'valid_phone_number');
    await bad({ terms: false }, 'terms', 'field_required');
    await bad({ firstname: 'x'.repeat(61) }, 'firstname', 'trop long');
  });

  test('professional signup needs a company name and a valid SIRET', async () => {
    const pro = {
      is_pro: true,
      company_name: 'Jardins de l’Erdre SARL',
      siret: '647 712 785 00011',
      function: 'paysagiste',
    };
    expect((await post('/v1/customer', signupBody(uniqueEmail(), { ...pro, siret: '' }))).json()).toMatchObject({
      field: 'siret',
    });
    expect((await post('/v1/customer', signupBody(uniqueEmail(), { ...pro, company_name: '' }))).json()).toMatchObject({
      field: 'company_name',
    });
    expect(
      (await post('/v1/customer', signupBody(uniqueEmail(), { ...pro, siret: '64771278500012' }))).json(),
    ).toMatchObject({ code: 'VALIDATION_ERROR', field: 'siret' });
    const session = await newCustomer(app, { ...pro, company_name: 'jardins erdre' });
    const me = (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) })).json().data;
    // The registry knows the SIRET: its legal name is kept, the SIRET is verified.
    expect(me).toMatchObject({
      isPro: true,
      siret: '64771278500011',
      siret_status: 'verified',
      company_name: 'Jardins de l’Erdre SARL',
      function: 'paysagiste',
    });
  });

  test('a valid SIRET the registry does not confirm creates the account, awaiting verification', async () => {
    const pro = { is_pro: true, company_name: 'Arbora SAS', siret: '732 829 320 00074', function: 'revendeur' };
    expect((await post('/v1/customer/check-siret', { siret: pro.siret })).json()).toMatchObject({
      code: 'SIRET_UNKNOWN',
    });
    const email = uniqueEmail();
    const res = await post('/v1/customer', signupBody(email, pro));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email, activation_required: true, siret_status: 'pending' } });
    const token = await tokenFromOutbox(app, email, '/account/activate');
    expect((await post('/v1/customer/activate', { token })).statusCode).toBe(200);
    const me = (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(await login(app, email)) })).json()
      .data;
    expect(me).toMatchObject({
      isPro: true,
      siret: '73282932000074',
      siret_status: 'pending',
      company_name: 'Arbora SAS',
    });
    // A private signup says nothing about a SIRET.
    const privateEmail = uniqueEmail();
    expect((await post('/v1/customer', signupBody(privateEmail))).json()).toEqual({
      data: { email: privateEmail, activation_required: true },
    });
  });
});

describe('check-siret and functions', () => {
  test('14 digits, Luhn, and known and active in the registry', async () => {
    const ok = await post('/v1/customer/check-siret', { siret: '461 973 067 00014' });
    expect(envelope(checkSiretResponseSchema).parse(ok.json()).data).toMatchObject({
      siret: '46197306700014',
      company: { name: 'Paysages Ligériens', city: 'Angers' },
    });
    for (const [siret, code] of [
      ['46197306700015', 'VALIDATION_ERROR'],
      ['1234', 'VALIDATION_ERROR'],
      ['81234567800013', 'SIRET_UNKNOWN'],
      ['76562351700016', 'SIRET_UNKNOWN'],
    ]) {
      const res = await post('/v1/customer/check-siret', { siret });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, field: 'siret' });
    }
  });

  test('functions lists the trades', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/customer/functions' });
    expect(res.json().data).toContainEqual({ technical_name: 'paysagiste', name: 'Paysagiste' });
  });
});

describe('profile and addresses', () => {
  let me: Session;
  beforeAll(async () => {
    me = await newCustomer(app);
  });
  const address = (extra: Record<string, unknown> = {}) => ({ ...testAddress, ...extra });

  test('customer/update changes the given fields only; company fields are for professionals', async () => {
    const res = await post('/v1/customer/update', { firstname: 'Léonie', phone: '+33 6 11 22 33 44' }, bearer(me));
    expect(res.json().data).toMatchObject({ firstname: 'Léonie', lastname: 'Durand', phone: '+33611223344' });
    const pro = await post('/v1/customer/update', { company_name: 'Moi SARL' }, bearer(me));
    expect(pro.statusCode).toBe(403);
    expect((await post('/v1/customer/update', { firstname: '' }, bearer(me))).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'firstname',
    });
  });

  test('one default delivery and one default invoice address at most', async () => {
    const first = await post(
      `/v1/customer/${me.customerId}/address`,
      address({ is_delivery_default: true, is_invoice_default: true }),
      bearer(me),
    );
    expect(first.statusCode).toBe(200);
    const a = first.json().data.address;
    const second = await post(
      `/v1/customer/${me.customerId}/address`,
      address({ street: '8 quai Turenne', is_delivery_default: true }),
      bearer(me),
    );
    const b = second.json().data.address;
    const list = second.json().data.addresses as {
      id: number;
      is_delivery_default: boolean;
      is_invoice_default: boolean;
    }[];
    expect(list.filter((x) => x.is_delivery_default).map((x) => x.id)).toEqual([b.id]);
    expect(list.filter((x) => x.is_invoice_default).map((x) => x.id)).toEqual([a.id]);
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/customer/${me.customerId}/address/${a.id}`,
      payload: address({ city: 'Rezé', is_delivery_default: true }),
      headers: bearer(me),
    });
    expect(put.json().data.address).toMatchObject({
      city: 'Rezé',
      is_delivery_default: true,
      is_invoice_default: false,
    });
    expect(
      (put.json().data.addresses as { is_delivery_default: boolean }[]).filter((x) => x.is_delivery_default),
    ).toHaveLength(1);
    const del = await app.inject({
      method: 'DELETE',
      url: `/v1/customer/${me.customerId}/address/${b.id}`,
      headers: bearer(me),
    });
    expect(del.json().data.addresses.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/v1/customer/${me.customerId}/address/${b.id}`,
      headers: bearer(me),
    });
    expect(gone.statusCode).toBe(404);
  });

  test('PUT edits in place with the address in the query, as the site sends it (SPEC 7: only POST has a body)', async () => {
    const added = await post(
      `/v1/customer/${me.customerId}/address`,
      address({ label: 'Maison', civility: 'Mme', is_invoice_default: true }),
      bearer(me),
    );
    const a = added.json().data.address as { id: number };
    const query = new URLSearchParams({
      ...address({ label: 'Chantier', street: '8 quai Turenne', city: 'Rezé', postcode: '44400' }),
      is_delivery_default: 'true',
      is_invoice_default: 'false',
      site_id: '1',
    });
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/customer/${me.customerId}/address/${a.id}?${query}`,
      headers: bearer(me),
    });
    expect(put.statusCode).toBe(200);
    // Same id, every field replaced (a civility left out is cleared), the flags as sent.
    expect(put.json().data.address).toMatchObject({
      id: a.id,
      label: 'Chantier',
      civility: null,
      street: '8 quai Turenne',
      city: 'Rezé',
      postcode: '44400',
      is_delivery_default: true,
      is_invoice_default: false,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: `/v1/customer/${me.customerId}/address/${a.id}?${new URLSearchParams({ ...address(), postcode: '4400' })}`,
      headers: bearer(me),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'postcode' });
    const empty = await app.inject({
      method: 'PUT',
      url: `/v1/customer/${me.customerId}/address/${a.id}`,
      headers: bearer(me),
    });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'firstname' });
    const flag = await app.inject({
      method: 'PUT',
      url: `/v1/customer/${me.customerId}/address/${a.id}?${new URLSearchParams({ ...address(), is_delivery_default: 'oui' })}`,
      headers: bearer(me),
    });
    expect(flag.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'is_delivery_default' });
  });

  test('an address sent in the query never reaches the access log', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void lines.push(l) } });
    try {
      const who = await newCustomer(logged.app);
      const res = await logged.app.inject({
        method: 'POST',
        url: `/v1/customer/${who.customerId}/address`,
        payload: address(),
        headers: bearer(who),
      });
      const id = res.json().data.address.id as number;
      const put = await logged.app.inject({
        method: 'PUT',
        url: `/v1/customer/${who.customerId}/address/${id}?${new URLSearchParams(address({ street: '77 rue Secrète' }))}`,
        headers: bearer(who),
      });
      expect(put.statusCode).toBe(200);
      expect(lines.some((l) => l.includes('/v1/customer/'))).toBe(true);
      expect(lines.join('\n')).not.toMatch(/Secr%C3%A8te|Secrète|77\+rue/);
    } finally {
      await logged.close();
    }
  });

  test('bad addresses are 400s naming the field', async () => {
    expect(
      (await post(`/v1/customer/${me.customerId}/address`, address({ postcode: '4400' }), bearer(me))).json(),
    ).toMatchObject({ field: 'postcode' });
    expect(
      (await post(`/v1/customer/${me.customerId}/address`, address({ phone: '' }), bearer(me))).json(),
    ).toMatchObject({ field: 'phone' });
    expect(
      (await post(`/v1/customer/${me.customerId}/address`, address({ country: 'DE' }), bearer(me))).json(),
    ).toMatchObject({ field: 'country' });
    expect((await post(`/v1/customer/abc/address`, address(), bearer(me))).statusCode).toBe(400);
  });

  test('without a token: token_required', async () => {
    const res = await post(`/v1/customer/${me.customerId}/address`, address());
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('token_required');
  });
});

describe('e-mail outbox', () => {
  test('without SMTP, messages are written as .eml files under DATA_DIR/mail', async () => {
    const { email } = await newCustomer(app);
    await app.mailer.drain();
    const [mail] = await app.repos.outbox.to(email);
    expect(mail).toMatchObject({ status: 'sent', kind: 'activation', subject: 'Activez votre compte Arbora' });
    expect(mail?.deliveredTo).toMatch(/\.eml$/);
    expect(existsSync(mail!.deliveredTo!)).toBe(true);
    const eml = readFileSync(mail!.deliveredTo!, 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Subject: Activez votre compte Arbora');
  });
});
