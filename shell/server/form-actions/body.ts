import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BODY_LIMIT, API_MULTIPART_LIMIT } from '../api-proxy';

/**
 * A form's body as the browser sends it without JavaScript, read into a web `FormData` by the
 * platform's own parser (`Response.formData()`: urlencoded and multipart, files as `File`). The
 * shell has neither @fastify/formbody nor @fastify/multipart; the limits are the API's.
 * Registered in the form actions' own scope: the /api proxy forwards its bodies untouched.
 */
export function parseFormBodies(scope: FastifyInstance): void {
  const toFormData = async (request: FastifyRequest, body: Buffer) =>
    new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded' },
    }).formData();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT },
    toFormData,
  );
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: API_MULTIPART_LIMIT }, toFormData);
}
