import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../src/db/schema/index';
import { eq, desc } from 'drizzle-orm';

export const PASSWORD = 'Terrasse2025!';
let counter = 0;

/** A unique e-mail per call: test files share the PostgreSQL database, so nothing may collide. */
export const uniqueEmail = (prefix = 'client') =>
  `${prefix}.${process.pid}.${Date.now().toString(36)}.${(counter += 1)}@exemple.fr`;

/** inject options from a distinct client address, so per-IP limits of one test do not hit another. */
let ip = 0;
export const fromNewIp = () => ({
  remoteAddress: `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(ip = (ip + 1) % 250) + 1}`,
});

/** The token of the last link e-mailed to `to` whose URL contains `path`. */
export async function tokenFromOutbox(app: FastifyInstance, to: string, path: string): Promise<string> {
  // Reset and activation-resend e-mails are written after the answer.
  await app.background.idle();
  const rows = await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
  for (const row of rows) {
    const match = new RegExp(`${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=([A-Za-z0-9_-]+)`).exec(row.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link e-mailed to ${to}`);
}

export type Session = { token: string; customerId: number; email: string };

/** Signs up, activates through the e-mailed link and logs in: a fresh private customer. */
export async function newCustomer(app: FastifyInstance, extra: Record<string, unknown> = {}): Promise<Session> {
  const email = uniqueEmail();
  const signup = await app.inject({
    method: 'POST',
    url: '/v1/customer',
    payload: {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      firstname: 'Camille',
      lastname: 'Durand',
      terms: true,
      ...extra,
    },
    ...fromNewIp(),
  });
  if (signup.statusCode !== 201) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
  const token = await tokenFromOutbox(app, email, '/account/activate');
  const activate = await app.inject({
    method: 'POST',
    url: '/v1/customer/activate',
    payload: { token },
    ...fromNewIp(),
  });
  if (activate.statusCode !== 200) throw new Error(`activate: ${activate.statusCode} ${activate.body}`);
  return login(app, email);
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  cartToken?: string,
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username: email, password, ...(cartToken ? { cart_token: cartToken } : {}) },
    ...fromNewIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { token: data.token, customerId: data.customer.id, email };
}

export const bearer = (s: Session | string) => ({ authorization: `Bearer ${typeof s === 'string' ? s : s.token}` });
