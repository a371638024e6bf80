import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@arbora/shared/schemas';
import { AppError } from '../lib/errors';

/** Turns "/elements/0/quantity" into "elements.0.quantity". */
const fieldFromPath = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/**
 * Every error leaves as the shared error body `{ code, message, field?, data? }`
 * (shared/schemas/error.ts). Bad input is a 4xx with a stable code, never a 500.
 */
/** The path ("elements.0.name") of the first string holding a NUL character, if any. */
function nulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = nulField(child, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

export default fp(
  async function errors(app: FastifyInstance) {
    // PostgreSQL text cannot hold NUL (error 22021): refuse it as bad input before any query runs.
    app.addHook('preValidation', async (request) => {
      const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
      if (field !== null) throw new AppError(400, 'VALIDATION_ERROR', 'Invalid request: NUL character', field);
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
