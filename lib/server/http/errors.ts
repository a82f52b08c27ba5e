/**
 * The one error type of a refusal, raised by server modules and mapped to HTTP by the route
 * wrapper (lib/server/http/route.ts) through the code table (./error-codes.ts).
 */
import 'server-only';
import { errorEntry, type AppErrorCode } from './error-codes';
import type { ApiMessageKey, CatalogueKey } from './i18n';

export type MessageValues = Record<string, string | number>;
export type { AppErrorCode } from './error-codes';

/** What a refusal carries besides its code. */
export interface AppErrorDetails {
  /** Values of the message's placeholders (e.g. `{ seconds }`). */
  values?: MessageValues;
  /** Seconds before trying again: answered as `retryAfter` and the Retry-After header. */
  retryAfter?: number;
  /** `validation_failed`: each field's message, as a key of the public catalogue. */
  fieldKeys?: Record<string, CatalogueKey>;
  /** `conflict`: the unique columns the database named (none when it did not). */
  columns?: string[];
}

/**
 * A refusal the route wrapper answers with its code's status and message (./error-codes.ts).
 * `status` is read from the table, so a code always answers the same.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: ApiMessageKey;

  constructor(
    readonly code: AppErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    const { status, message, answer } = errorEntry(code);
    super(`${answer} (${message})`);
    this.name = 'AppError';
    this.status = status;
    this.messageKey = message;
  }
}

/** Whether `error` is an AppError, with one of `codes` when any are named. */
export function isAppError<C extends AppErrorCode>(
  error: unknown,
  ...codes: C[]
): error is AppError & { code: C } {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code as C));
}

/** 429 `code` (default rate_limited): try again in `retryAfter` seconds. */
export function rateLimited(
  retryAfter: number,
  code: 'rate_limited' | 'resend_too_soon' = 'rate_limited',
): AppError {
  return new AppError(code, { values: { seconds: retryAfter }, retryAfter });
}

/** 422 on one or more fields; `fieldKeys` maps field names to catalogue keys. */
export function fieldError(fieldKeys: Record<string, CatalogueKey>): AppError {
  return new AppError('validation_failed', { fieldKeys });
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
