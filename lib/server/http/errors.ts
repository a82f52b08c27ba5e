/**
 * Domain errors raised by server modules and mapped to HTTP by the route wrapper
 * (lib/server/http/route.ts). `messageKey` is a key under `api.*` in messages/{it,de}.json.
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

/** Seconds a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SEC = 5;

/** Error codes of a database that is down or restarting: node's socket errors, PostgreSQL's
 * class 08 (connection exception) and 57P01–57P03 (shut down, crash, cannot connect now),
 * Prisma's P1001/P1002/P1017 (unreachable, timed out, connection closed) and P2024 (no
 * connection from the pool in time). */
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|08\w{3}|57P0[123]|P1001|P1002|P1017|P2024)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection (is )?(closed|lost)|encountered a connection error|DatabaseNotReachable|ConnectionClosed|the database system is (starting up|shutting down|in recovery mode)|terminating connection/i;

/**
 * Whether `error` (or any error in its `cause` chain, or a driver adapter's `cause.originalCode`)
 * says the database is unreachable rather than that the request was wrong: the route wrapper
 * answers these 503 with Retry-After (PostgreSQL restarted under load, say), never
 * 500; the next request uses a new connection, so the app recovers without a restart.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const record = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      kind?: unknown;
      originalCode?: unknown;
    };
    for (const code of [record.code, record.originalCode, record.kind]) {
      if (
        typeof code === 'string' &&
        (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_MESSAGES.test(code))
      )
        return true;
    }
    if (typeof record.message === 'string' && UNAVAILABLE_MESSAGES.test(record.message))
      return true;
    e = record.cause;
  }
  return false;
}
