import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activateBodySchema,
  activateResponseSchema,
  apiErrorSchema,
  checkSiretBodySchema,
  checkSiretResponseSchema,
  customerFunctionSchema,
  customerSchema,
  customerUpdateBodySchema,
  envelope,
  rewindBodySchema,
  sentResponseSchema,
  signupBodySchema,
  signupResponseSchema,
} from '@arbora/shared/schemas';
import type { Env } from '../../env';
import { AppError, badRequest } from '../../lib/errors';
import { loadShopIdentity } from '../../mail/shop';
import { accountExistsMail, activationMail } from '../../mail/templates';
import { baseQuerySchema, errorResponses } from './common';

/** Trades offered to professionals at signup. */
export const CUSTOMER_FUNCTIONS = [
  { technical_name: 'paysagiste', name: 'Paysagiste' },
  { technical_name: 'menuisier', name: 'Menuisier' },
  { technical_name: 'poseur', name: 'Poseur de clôtures et terrasses' },
  { technical_name: 'macon', name: 'Maçon' },
  { technical_name: 'architecte', name: 'Architecte' },
  { technical_name: 'revendeur', name: 'Revendeur, négoce' },
  { technical_name: 'collectivite', name: 'Collectivité' },
  { technical_name: 'autre', name: 'Autre' },
];

const ACTIVATION_TTL = 7 * 86_400;
const noStore = { cache: 'no-store' as const };

/** Signup, activation, SIRET check and profile (SPEC 7, Account). */
const accountRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const siteUrl = env.PUBLIC_SITE_URL.replace(/\/$/, '');
  const accounts = app.repos.accounts;
  const limited = { ...noStore, rateLimit: { max: env.LOGIN_RATE_LIMIT, timeWindow: 60_000 } };

  app.get(
    '/customer/functions',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Account'],
        summary: 'Trades a professional can choose at signup',
        querystring: baseQuerySchema,
        response: { 200: envelope(z.array(customerFunctionSchema)) },
      },
    },
    async () => ({ data: CUSTOMER_FUNCTIONS }),
  );

  app.post(
    '/customer/check-siret',
    {
      config: limited,
      schema: {
        tags: ['Account'],
        summary: 'Checks a SIRET: 14 digits, Luhn, and known in the company registry',
        querystring: baseQuerySchema,
        body: checkSiretBodySchema,
        response: { 200: envelope(checkSiretResponseSchema), ...errorResponses },
      },
    },
    async (req) => {
      const company = await accounts.company(req.body.siret);
      if (!company) throw badRequest('SIRET_UNKNOWN', 'No active company with this SIRET', 'siret');
      const { name, address, postcode, city } = company;
      return { data: { siret: company.siret, company: { name, address, postcode, city } } };
    },
  );

  app.post(
    '/customer',
    {
      config: limited,
      schema: {
        tags: ['Account'],
        summary: 'Signup (private or professional); an activation e-mail follows',
        description:
          'Answers the same whether or not the address already has an account (that owner gets an e-mail instead). A professional SIRET the company registry does not confirm creates the account with `siret_status: pending` (awaiting verification).',
        querystring: baseQuerySchema,
        body: signupBodySchema,
        response: { 201: envelope(signupResponseSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      const body = req.body;
      // A SIRET the registry does not confirm (a new company, a registry that lags) does not
      // refuse the signup: the account waits for a person to verify it. A known one keeps the
      // registry's legal name (what invoices must print).
      const company = body.is_pro ? await accounts.company(body.siret) : null;
      const siretStatus = body.is_pro ? (company ? ('verified' as const) : ('pending' as const)) : null;
      // Hashed before looking the address up, so a taken address answers no faster.
      const passwordHash = await app.auth.passwords.hash(body.password);
      // Either answer e-mails the address, and anyone can sign up with someone else's: past that
      // address's allowance the account is still created, but no e-mail is sent.
      const mailAllowed = await app.mailer.allows(body.email);
      await app.db.transaction(async (tx) => {
        const created = await accounts.create(tx, {
          siteId: req.query.site_id,
          email: body.email,
          passwordHash,
          status: 'pending',
          civility: body.civility ?? null,
          firstname: body.firstname,
          lastname: body.lastname,
          phone: body.phone,
          isPro: body.is_pro,
          companyName: body.is_pro ? (company?.name ?? body.company_name) : null,
          siret: body.is_pro ? body.siret : null,
          siretStatus,
          jobFunction: body.is_pro && body.function ? body.function : null,
          newsletter: body.newsletter,
        });
        if (!created) {
          if (mailAllowed)
            await app.repos.outbox.enqueue(
              tx,
              await accountExistsMail(
                await loadShopIdentity(tx, req.query.site_id, siteUrl),
                body.email,
                `${siteUrl}/mot-de-passe-oublie`,
              ),
            );
          return;
        }
        const token = await accounts.issueToken(tx, created.id, 'activation', ACTIVATION_TTL);
        if (!mailAllowed) return;
        await app.repos.outbox.enqueue(
          tx,
          await activationMail(
            await loadShopIdentity(tx, req.query.site_id, siteUrl),
            body.email,
            body.firstname,
            `${siteUrl}/account/activate?token=${token}`,
          ),
        );
      });
      app.mailer.kick();
      return reply.status(201).send({
        data: {
          email: body.email,
          activation_required: true as const,
          ...(siretStatus ? { siret_status: siretStatus } : {}),
        },
      });
    },
  );

  app.post(
    '/customer/activate',
    {
      config: limited,
      schema: {
        tags: ['Account'],
        summary: 'Activates an account with the e-mailed token (single use, 7 days)',
        querystring: baseQuerySchema,
        body: activateBodySchema,
        response: { 200: envelope(activateResponseSchema), ...errorResponses },
      },
    },
    async (req) => {
      const customerId = await app.db.transaction(async (tx) => {
        const id = await accounts.consumeToken(tx, 'activation', req.body.token);
        if (id !== null) await accounts.activate(tx, id);
        return id;
      });
      const customer = customerId === null ? null : await accounts.byId(customerId);
      if (!customer) throw badRequest('ACCOUNT_TOKEN_INVALID', 'Unknown, used or expired activation token', 'token');
      return { data: { activated: true as const, email: customer.email } };
    },
  );

  app.post(
    '/user/activation/resend',
    {
      config: limited,
      schema: {
        tags: ['Account'],
        summary: 'A new activation e-mail for an account still waiting for it; the same answer for any address',
        description:
          'Only a pending account gets an e-mail (its older links are spent); an active, disabled or unknown address gets nothing, and the answer is always `{ sent: true }`.',
        querystring: baseQuerySchema,
        body: rewindBodySchema,
        response: { 200: envelope(sentResponseSchema), ...errorResponses },
      },
    },
    async (req) => {
      const siteId = req.query.site_id;
      const username = req.body.username;
      // After the answer, like the password reset: a pending account is answered no slower.
      app.background.run('activation e-mail', async () => {
        const customer = await accounts.byEmail(siteId, username);
        // Past the recipient's allowance nothing is sent, and the answer was the same.
        if (customer?.status !== 'pending' || !(await app.mailer.allows(customer.email))) return;
        await app.db.transaction(async (tx) => {
          const token = await accounts.issueToken(tx, customer.id, 'activation', ACTIVATION_TTL);
          await app.repos.outbox.enqueue(
            tx,
            await activationMail(
              await loadShopIdentity(tx, siteId, siteUrl),
              customer.email,
              customer.firstname,
              `${siteUrl}/account/activate?token=${token}`,
            ),
          );
        });
        app.mailer.kick();
      });
      return { data: { sent: true as const } };
    },
  );

  app.get(
    '/me',
    {
      config: { ...noStore, auth: 'required' },
      schema: {
        tags: ['Account'],
        summary: 'The logged-in customer',
        querystring: baseQuerySchema,
        response: { 200: envelope(customerSchema), 500: apiErrorSchema },
      },
    },
    async (req) => ({ data: await accounts.toCustomer(req.customer!) }),
  );

  app.post(
    '/customer/update',
    {
      config: { ...noStore, auth: 'required' },
      schema: {
        tags: ['Account'],
        summary: 'Updates the personal information of the logged-in customer',
        querystring: baseQuerySchema,
        body: customerUpdateBodySchema,
        response: { 200: envelope(customerSchema), ...errorResponses, 500: apiErrorSchema },
      },
    },
    async (req) => {
      const me = req.customer!;
      const b = req.body;
      if (!me.isPro && (b.company_name !== undefined || b.function !== undefined))
        throw new AppError(403, 'FORBIDDEN', 'Company fields are for professional accounts', 'company_name');
      await accounts.update(me.id, {
        ...(b.civility !== undefined ? { civility: b.civility } : {}),
        ...(b.firstname !== undefined ? { firstname: b.firstname } : {}),
        ...(b.lastname !== undefined ? { lastname: b.lastname } : {}),
        ...(b.phone !== undefined ? { phone: b.phone } : {}),
        ...(b.newsletter !== undefined ? { newsletter: b.newsletter } : {}),
        ...(b.company_name !== undefined ? { companyName: b.company_name } : {}),
        ...(b.function !== undefined ? { jobFunction: b.function || null } : {}),
      });
      return { data: await accounts.toCustomer((await accounts.byId(me.id))!) };
    },
  );
};
export default accountRoutes;
