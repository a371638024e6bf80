// Errors that cross the shell/remote boundary. The shell's error screen and remote boundary
// recognise them by shape (`kind`), not by class identity, so a remote bundled with its own
// fallback copy of this module is still understood.

export interface HttpErrorShape {
  kind: 'http';
  status: number;
  code?: string;
  message: string;
  data?: unknown;
  /** "GET /cart": which call failed, for the details developers see outside production. */
  endpoint?: string;
}

export class HttpError extends Error implements HttpErrorShape {
  readonly kind = 'http' as const;
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly data?: unknown,
    readonly endpoint?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A page that does not exist: the shell shows the error screen and the server answers 404. */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message, 'NOT_FOUND');
    this.name = 'NotFoundError';
  }
}

export function isHttpError(error: unknown): error is HttpErrorShape {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { kind?: unknown }).kind === 'http' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
