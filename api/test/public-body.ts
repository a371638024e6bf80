import type { LightMyRequestResponse } from 'fastify';

/**
 * A response's JSON body without its `request_id` (unique to each request by design): what two
 * answers must share when a test proves they cannot be told apart (no enumeration).
 */
export function publicBody(response: LightMyRequestResponse): unknown {
  const { request_id: _requestId, ...body } = response.json() as Record<string, unknown>;
  return body;
}
