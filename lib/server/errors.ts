/**
 * Domain errors raised by server modules and mapped to HTTP by the route wrapper
 * (lib/server/http.ts). `messageKey` is a key under `api.*` in messages/{it,de}.json.
 */
import 'server-only';
import type { ApiMessageKey, CatalogueKey } from './i18n';

export type MessageValues = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: ApiMessageKey,
    readonly values: MessageValues = {},
    readonly extra: { retryAfter?: number; fields?: Record<string, string> } = {},
  ) {
    super(`${code} (${messageKey})`);
    this.name = 'AppError';
  }
}

/** 429: try again in `retryAfter` seconds. */
export class RateLimitedError extends AppError {
  constructor(
    retryAfter: number,
    code = 'rate_limited',
    messageKey: ApiMessageKey = 'rateLimited',
  ) {
    super(429, code, messageKey, { seconds: retryAfter }, { retryAfter });
  }
}

/** 422 for one or more fields; `fields` maps field names to `validation.*` keys. */
export class FieldError extends AppError {
  constructor(readonly fieldKeys: Record<string, CatalogueKey>) {
    super(422, 'validation_failed', 'validationFailed');
  }
}

/** 401 for a request without a valid session (an admin's, or a lead's verified one). */
export class UnauthorizedError extends AppError {
  constructor() {
    super(401, 'unauthorized', 'unauthorized');
  }
}

export class NotFoundError extends AppError {
  constructor() {
    super(404, 'not_found', 'notFound');
  }
}

/**
 * 409: the write collides with a row that already exists (a unique index, e.g. two
 * registrations of one email at the same instant). Raised by data modules from the
 * database's unique violation (Prisma P2002 / PostgreSQL SQLSTATE 23505); `fields` names the
 * columns when the driver reports them.
 */
export class ConflictError extends AppError {
  constructor(readonly fields: string[] = []) {
    super(409, 'conflict', 'conflict');
    this.name = 'ConflictError';
  }
}
