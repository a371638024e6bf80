import type { ApiErrorCode } from '@arbora/shared/schemas';

/** An error the API answers on purpose: its status, stable code, and optionally the field at fault. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ApiErrorCode,
    message: string,
    public readonly field?: string,
    public readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string, field?: string) => new AppError(404, 'NOT_FOUND', `${what} not found`, field);

export const badRequest = (code: ApiErrorCode, message: string, field?: string, data?: unknown) =>
  new AppError(400, code, message, field, data);
