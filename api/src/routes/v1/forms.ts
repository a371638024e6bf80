import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORM_UPLOADS,
  apiErrorSchema,
  envelope,
  formConfirmationRoute,
  formSendBodySchema,
  formSendResponseSchema,
} from '@arbora/shared/schemas';
import type { FormName } from '@arbora/shared/schemas';
import { pages } from '../../db/schema/index';
import type { Env } from '../../env';
import { AppError, badRequest } from '../../lib/errors';
import { inputProblem } from '../../lib/input-check';
import { inspectUpload } from '../../lib/uploads';
import { namedProduct } from '../../forms/named-product';
import { formAcknowledgementMail } from '../../mail/form-acknowledgement';
import { choiceLabel, formSubmissionFacts } from '../../mail/form-submission';
import { loadShopIdentity } from '../../mail/shop';
import type { ShopIdentity } from '../../mail/shop';
import { replyToMailbox } from '../../mail/reply-to';
import { formSubmissionMail, installerRequestMail } from '../../mail/templates';
import type { MailContent } from '../../mail/templates';
import { createFormRepository, sweepOrphanUploads, sweepTemporaryUploads } from '../../repositories/forms';
import type { StoredFile } from '../../repositories/forms';
import { baseQuerySchema } from './common';

type RawFile = { field: string; filename: string; path: string; size: number };
/** A temporary upload older than this was left by a stopped process (no request lasts an hour). */
const TEMPORARY_UPLOAD_MAX_AGE_MS = 3600_000;

/**
 * Reads a multipart body: the `form` and `data` fields, and every file streamed to its own temporary
 * file under `tmpDir` (never held in memory; the plugin stops a file past the size limit with a 413).
 * Every temporary file is listed in `written` as soon as it exists, so the caller removes them all
 * whatever happens.
 */
async function readMultipart(
  req: FastifyRequest,
  tmpDir: string,
  written: string[],
): Promise<{ body: unknown; files: RawFile[] }> {
  const fields: Record<string, string> = {};
  const files: RawFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // The name is stored for reference: one PostgreSQL text cannot hold (NUL, lone surrogate)
        // or that could fool whoever reads it later (control characters) is refused outright.
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
        if (inputProblem(part.filename) || /[\u0000-\u001f\u007f]/.test(part.filename))
          throw new AppError(400, 'UPLOAD_REJECTED', 'Invalid file name', part.fieldname);
        const tmp = path.join(tmpDir, randomUUID());
        written.push(tmp);
        await pipeline(part.file, createWriteStream(tmp, { mode: 0o600 }));
        if (part.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File too large', part.fieldname);
        files.push({ field: part.fieldname, filename: part.filename, path: tmp, size: (await stat(tmp)).size });
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    // Size limits keep their own 413; a truncated or garbled body is the client's fault.
    if ((err as { statusCode?: number }).statusCode === 413 || err instanceof AppError) throw err;
    throw badRequest('BAD_REQUEST', `Malformed multipart body: ${err instanceof Error ? err.message : 'unreadable'}`);
  }
  let data: unknown = fields.data;
  // PostgreSQL's jsonb refuses NUL: bad input, said before it reaches the database.
  if (fields.data !== undefined && (fields.data.includes('\u0000') || fields.data.includes('\\u0000')))
    throw badRequest('VALIDATION_ERROR', 'Invalid request: NUL character', 'data');
  try {
    data = fields.data === undefined ? undefined : JSON.parse(fields.data);
  } catch {
    throw badRequest('VALIDATION_ERROR', 'data is not valid JSON', 'data');
  }
  const problem = inputProblem(data);
  if (problem) throw badRequest('VALIDATION_ERROR', `Invalid request: ${problem.message}`, `data.${problem.field}`);
  return { body: { form: fields.form, data }, files };
}

/**
 * The partner an installer request names: the slug of its page (services/trouver-un-poseur/…),
 * sent when the form was opened from « Être recontacté par ce poseur » (`?poseur=`). Optional.
 * Shared's schema of the form does not list it (its parse drops it): read from the body here.
 */
const installerFieldSchema = z.object({ installer: z.string().trim().max(200).optional() });

/** What a stored installer request says of its partner: the page, its name and town when asked. */
export type RequestedInstaller = { slug: string; name: string; city: string | null };

/** POST /v1/forms/send: every form of SPEC 2.5, validated by its shared schema and stored. */
const formRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const uploadDir = path.join(env.DATA_DIR, 'uploads');
  const tmpDir = path.join(uploadDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const swept = sweepTemporaryUploads(tmpDir, TEMPORARY_UPLOAD_MAX_AGE_MS);
  if (swept.length) app.log.info({ count: swept.length }, 'temporary uploads left by a stopped process removed');
  // Stored uploads no row names, after start (the listing may be long: never in the way of a request).
  app.background.run('orphan uploads sweep', async () => {
    const orphans = await sweepOrphanUploads(app.db, app.storage, TEMPORARY_UPLOAD_MAX_AGE_MS);
    if (orphans.length) app.log.info({ count: orphans.length }, 'stored uploads without a row removed');
  });
  const forms = createFormRepository(app.db, app.storage);
  const siteUrl = env.PUBLIC_SITE_URL.replace(/\/$/, '');
  await app.register(multipart, {
    limits: { fileSize: env.UPLOAD_MAX_BYTES, files: 6, fields: 10, fieldSize: 64 * 1024, parts: 16 },
  });

  app.post(
    '/forms/send',
    {
      config: { cache: 'no-store', rateLimit: { max: env.FORMS_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['Forms'],
        summary: 'Sends a form: JSON `{ form, data }`, or multipart with `form`, `data` (JSON) and files (cv, photos)',
        description:
          'Bodies follow `formSendBodySchema` of @arbora/shared/schemas (validated here, multipart included). One contest entry per e-mail (409 CONTEST_ALREADY_ENTERED).',
        querystring: baseQuerySchema,
        response: {
          200: envelope(formSendResponseSchema),
          400: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const written: string[] = [];
      try {
        return await send(req, req.query.site_id, written);
      } finally {
        // Temporary files go whatever happened: stored ones were copied to the object storage.
        await Promise.all(written.map((file) => rm(file, { force: true })));
      }
    },
  );

  async function send(req: FastifyRequest, siteId: number, written: string[]) {
    const { body, files } = req.isMultipart()
      ? await readMultipart(req, tmpDir, written)
      : { body: req.body, files: [] as RawFile[] };
    const parsed = formSendBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(
        'VALIDATION_ERROR',
        `Invalid form: ${issue?.message ?? 'bad value'}`,
        issue?.path.join('.') || 'form',
        {
          issues: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
        },
      );
    }
    const form = parsed.data.form as FormName;
    const data = parsed.data.data as Record<string, unknown> & { email: string; website?: string };
    const rule = FORM_UPLOADS[form];
    const accepted: StoredFile[] = [];
    for (const file of files) {
      if (!rule || file.field !== rule.field)
        throw new AppError(400, 'UPLOAD_REJECTED', `This form takes no file named ${file.field}`, file.field);
      const kind = await inspectUpload(file.path, file.filename, rule.kinds);
      if (!kind)
        throw new AppError(
          400,
          'UPLOAD_REJECTED',
          rule.kinds === 'photo' ? 'Photos must be JPEG, PNG or WebP' : 'A CV must be PDF, DOC, DOCX or ODT',
          file.field,
        );
      accepted.push({ field: file.field, originalName: file.filename, tempPath: file.path, kind });
    }
    if (rule && (accepted.length < rule.min || accepted.length > rule.max)) {
      throw new AppError(
        400,
        'UPLOAD_REJECTED',
        `${rule.field}: between ${rule.min} and ${rule.max} file(s)`,
        rule.field,
      );
    }
    const installer = form === 'trouvez-un-poseur' ? await requestedInstaller(body, siteId) : null;
    const answer = { data: { sent: true as const, confirmation_route: formConfirmationRoute(form) } };
    // Honeypot: a bot filled the hidden field. Answer as usual (teach it nothing), store nothing.
    if (data.website) {
      req.log.info({ form }, 'form honeypot filled: dropped');
      return answer;
    }
    const { website: _honeypot, ...payload } = data;
    // Every stored form tells the team (the site's contact_email) and the visitor. Their e-mails are
    // read and rendered here, before the transaction that stores the form opens: it holds the
    // database (PGlite's only connection) for its inserts only, never for a template's rendering.
    const shop = await loadShopIdentity(app.db, siteId, siteUrl);
    const product = await namedProduct(app.db, siteId, payload.product);
    const team =
      form === 'trouvez-un-poseur'
        ? await installerTeamMail(shop, data, installer)
        : await formSubmissionMail(shop, formSubmissionFacts(form, payload, accepted, product));
    // « Répondre » writes back to the visitor: their address (checked by the form's schema, and
    // again here: one plain address or no Reply-To), their name shown.
    const replyTo =
      typeof data.email === 'string'
        ? replyToMailbox(
            [payload.firstname, payload.lastname].filter((part) => typeof part === 'string').join(' '),
            data.email,
          )
        : null;
    const toTeam: MailContent = replyTo ? { ...team, replyTo } : team;
    // The visitor hears back at the address they typed (null: not one plain address, nothing sent).
    const ack = await formAcknowledgementMail(shop, form, payload, accepted, { product, installer });
    // Both are queued in the transaction that stores the form: nothing leaves if it fails. The
    // acknowledgement is counted there too, within the allowance of e-mails to one address (anyone
    // can type anyone's): a refused form (a second contest entry, 409) or a failed store spends none
    // of it; past it, the form is stored and the team told, no more.
    await forms.store(
      siteId,
      form,
      data.email,
      installer ? { ...payload, installer } : payload,
      accepted,
      async (tx) => (ack && (await app.mailer.allows(data.email, tx)) ? [toTeam, ack] : [toTeam]),
    );
    // The e-mails leave now, not at the mailer's next poll (5 s), like every other e-mail.
    app.mailer.kick();
    return answer;
  }

  /** The e-mail that tells the team of an installer request, naming the partner asked if any. */
  function installerTeamMail(shop: ShopIdentity, data: Record<string, unknown>, installer: RequestedInstaller | null) {
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
    const civility = text('civility');
    return installerRequestMail(shop, {
      installer: installer && { name: installer.name, city: installer.city, url: `${siteUrl}/${installer.slug}` },
      project: choiceLabel('project_type', text('project_type')),
      name: [civility, text('firstname'), text('lastname')].filter(Boolean).join(' '),
      email: text('email'),
      phone: text('phone'),
      postcode: text('postcode'),
      message: text('message'),
    });
  }

  /**
   * The partner installer a request names, or null when it names none: a published installer page
   * of the site. Anything else is a 400 VALIDATION_ERROR naming `data.installer`, nothing stored.
   */
  async function requestedInstaller(body: unknown, siteId: number): Promise<RequestedInstaller | null> {
    const raw = (body as { data?: unknown }).data;
    const parsed = installerFieldSchema.safeParse(raw);
    const refuse = (message: string, key: string) =>
      badRequest('VALIDATION_ERROR', `Invalid form: ${message}`, 'data.installer', {
        issues: [{ field: 'data.installer', message: key }],
      });
    if (!parsed.success) throw refuse('installer must be the slug of a partner installer page', 'installer_invalid');
    const slug = parsed.data.installer;
    if (!slug) return null;
    const [page] = await app.db
      .select({ slug: pages.slug, title: pages.title, location: pages.location })
      .from(pages)
      .where(
        and(eq(pages.siteId, siteId), eq(pages.type, 'installer'), eq(pages.status, 'published'), eq(pages.slug, slug)),
      );
    if (!page) throw refuse('unknown partner installer', 'installer_unknown');
    return { slug: page.slug, name: page.title, city: page.location?.city ?? null };
  }
};
export default formRoutes;
