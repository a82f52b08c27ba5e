/**
 * How every API error is answered: `{ error: { code, message, fields?, retryAfter? } }` in the
 * request's language, with the status of the AppError thrown, 503 and Retry-After while the
 * database is unreachable, and 500 (logged, no detail) for anything else.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { ApiErrorBody } from '@/lib/contracts/errors';
import { errorEntry, type AppErrorCode } from './error-codes';
import { AppError, DATABASE_RETRY_AFTER_SEC, isDatabaseUnavailable } from './errors';
import { translate, type CatalogueKey } from './i18n';
import { logger } from '../logger';

/**
 * Where a route's error answers differ from the shared shape because docs/product.md fixes its own
 * (the sign-ins). `error: { code, message }` is always there.
 */
export interface ErrorShape {
  /**
   * A body its schema refuses on a field answers 400 with that field's own message (the
   * form's text, e.g. 'Username required') instead of 422 with a message per field.
   */
  firstFieldMessage?: boolean;
  /** Fields set next to `error` in every error answer, from its message and code. */
  extend?: (message: string, code: string) => Record<string, unknown>;
  /** Headers of every error answer (e.g. Cache-Control: no-store). */
  headers?: Record<string, string>;
}

/** `{ error }` (with the route's extra fields and headers) as a JSON response. */
export function errorJson(
  status: number,
  error: ApiErrorBody['error'],
  shape: ErrorShape = {},
): Response {
  const headers = new Headers(shape.headers);
  if (error.retryAfter) headers.set('Retry-After', String(error.retryAfter));
  return Response.json(
    { ...shape.extend?.(error.message, error.code), error },
    { status, headers },
  );
}

/**
 * JSON error response in the shape every endpoint uses: `code`'s status, client code and
 * message (./error-codes.ts) in `locale`, with its fixed placeholder values and `extra`'s.
 */
export function errorResponse(
  locale: Locale,
  code: AppErrorCode,
  extra: {
    values?: Record<string, string | number>;
    fields?: Record<string, string>;
    retryAfter?: number;
  } = {},
  shape?: ErrorShape,
): Response {
  const { status, message, answer, values } = errorEntry(code);
  return errorJson(
    status,
    {
      code: answer,
      message: translate(locale, `api.${message}`, { ...values, ...extra.values }),
      ...(extra.fields && { fields: extra.fields }),
      ...(extra.retryAfter !== undefined && { retryAfter: extra.retryAfter }),
    },
    shape,
  );
}

/** The messages of `keys` (field → catalogue key) in `locale`. */
export function translateFields(
  locale: Locale,
  keys: Record<string, CatalogueKey>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, translate(locale, k)]));
}

/**
 * Maps any thrown value to a response: AppErrors to their code's status and message (the
 * table of ./error-codes.ts), an unreachable database to 503 with Retry-After, anything else
 * is logged and answered 500.
 */
export function toErrorResponse(error: unknown, locale: Locale, shape?: ErrorShape): Response {
  if (error instanceof AppError) {
    const { values, fieldKeys, retryAfter } = error.details;
    const fields = fieldKeys && translateFields(locale, fieldKeys);
    return errorResponse(locale, error.code, { values, fields, retryAfter }, shape);
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable: answered 503');
    return errorResponse(locale, 'unavailable', { retryAfter: DATABASE_RETRY_AFTER_SEC }, shape);
  }
  logger.error({ err: error }, 'unhandled error in route handler');
  return errorResponse(locale, 'internal', {}, shape);
}
