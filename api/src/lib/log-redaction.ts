import type { FastifyLoggerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query or body keys whose values are secrets: tokens of every kind, passwords, card data. */
const SECRET_KEY = /token|password|secret|card|cvc|cvv|authorization|cookie|signature/i;

/** A URL with the values of its secret query parameters replaced (`/v1/cart?cart_token=[redacted]`). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is shown as sent
      }
      return eq >= 0 && SECRET_KEY.test(name) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Drizzle puts a failed query's parameters (cart tokens, e-mails, hashes) in its message and `params`. */
const stripParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, `\nparams: ${REDACTED}`);

type Serialized = Record<string, unknown>;

/** An error as logged: message, type, stack and SQL text, never the query parameters; causes likewise. */
export function redactError(err: unknown, depth = 0): Serialized | unknown {
  if (!(err instanceof Error) || depth > 4) return err;
  const out: Serialized = { type: err.name, message: stripParams(err.message) };
  if (err.stack) out.stack = stripParams(err.stack);
  const extra = err as unknown as Record<string, unknown>;
  for (const key of ['code', 'statusCode', 'query', 'validationContext']) if (key in extra) out[key] = extra[key];
  if ('params' in extra) out.params = REDACTED;
  if (err.cause !== undefined) out.cause = redactError(err.cause, depth + 1);
  return out;
}

/**
 * The API's logger options: requests logged with secret query values masked, errors without SQL
 * parameters, and authorization, cookie and any password or token field censored wherever a log
 * line carries them.
 */
export function loggerOptions(level: string): FastifyLoggerOptions & Record<string, unknown> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.current_password',
        '*.token',
        '*.cart_token',
        '*.card_number',
        'body',
        '*.body',
        'params',
        '*.params',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      err: (err: Error) => redactError(err) as { type: string; message: string; stack: string },
    },
  };
}
