import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@arbora/shared/schemas';
import { QueueRefusal } from '../db/fair-queue';
import { AppError } from '../lib/errors';
import { idOutOfRange, inputProblem } from '../lib/input-check';

/** Turns "/elements/0/quantity" into "elements.0.quantity". */
const fieldFromPath = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/** The SQLSTATE of a database error, looked up through the wrappers (drizzle puts the driver's in `cause`). */
function sqlState(err: unknown): string | null {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** The database queue's refusal, looked up through the wrappers (drizzle wraps a failed query). */
function queueRefusal(err: unknown): QueueRefusal | null {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i += 1)
    if (e instanceof QueueRefusal) return e;
  return null;
}

/**
 * Database refusals caused by the input, not by the server: class 22 (data exception: out of range,
 * bad encoding, invalid text) and 23503 (a reference to a row that does not exist). A last line
 * behind the validation: such a value is the client's fault and must never read as a 500.
 */
const inputSqlState = (state: string | null) => state !== null && (state.startsWith('22') || state === '23503');

/**
 * Every error leaves as the shared error body `{ code, message, field?, data? }`
 * (shared/schemas/error.ts). Bad input is a 4xx with a stable code, never a 500.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    // PostgreSQL text cannot hold NUL (error 22021): refuse it as bad input before any query runs.
    app.addHook('preValidation', async (request) => {
      const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
      if (problem) throw new AppError(400, 'VALIDATION_ERROR', `Invalid request: ${problem.message}`, problem.field);
      const raw = { ...(request.params as object), ...(request.query as object) } as Record<string, unknown>;
      const bigId = Object.keys(raw).find((key) => /(^|_)id$/.test(key) && idOutOfRange(raw[key]));
      if (bigId) throw new AppError(400, 'VALIDATION_ERROR', 'Invalid request: number out of range', bigId);
    });
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        const body: ApiError = { code: err.code, message: err.message };
        if (err.field) body.field = err.field;
        if (err.data !== undefined) body.data = err.data;
        return reply.status(err.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const first = err.validation[0];
        const field = first ? fieldFromPath(first.instancePath) : undefined;
        const body: ApiError = {
          code: 'VALIDATION_ERROR',
          message: `Invalid ${err.validationContext ?? 'request'}: ${first?.message ?? 'bad value'}`,
          data: { issues: err.validation.map((v) => ({ field: fieldFromPath(v.instancePath), message: v.message })) },
        };
        if (field) body.field = field;
        return reply.status(400).send(body);
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
        return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Internal error' });
      }
      const refusal = queueRefusal(err);
      if (refusal) {
        // Too many requests already wait for the database: an honest "come back shortly", not a
        // request that hangs until the client gives up.
        request.log.warn({ reason: refusal.reason, url: request.url.split('?')[0] }, 'database queue refused');
        return reply
          .status(503)
          .header('retry-after', '1')
          .header('cache-control', 'no-store')
          .send({ code: 'SERVICE_UNAVAILABLE', message: 'Busy: retry shortly' });
      }
      const state = sqlState(err);
      if (inputSqlState(state)) {
        request.log.warn({ sqlState: state, url: request.url.split('?')[0] }, 'input refused by the database');
        return reply.status(400).send({ code: 'VALIDATION_ERROR', message: 'Invalid request: value not accepted' });
      }
      if (state === '23505') {
        // Two concurrent requests claimed the same unique thing (an idempotency key, an e-mail): the loser conflicts.
        return reply.status(409).send({ code: 'CONFLICT', message: 'Conflicting request: retry' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx: malformed JSON, wrong content type, body too large, ...
        const code =
          status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 404
              ? 'NOT_FOUND'
              : status === 429
                ? 'RATE_LIMITED'
                : 'BAD_REQUEST';
        return reply.status(status).send({ code, message: err.message });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Internal error' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'errors' },
);
