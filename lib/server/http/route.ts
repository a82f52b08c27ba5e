/**
 * The one route-handler shape (STYLE.md "Routing stays routing"): check the Origin of
 * mutating requests, read the body with a 64 kB cap, parse it with the form's zod schema,
 * call the handler, and turn every failure into `{ error: { code, message, fields? } }`
 * in the request's language — a 4xx for bad input, never a stack trace.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import * as z from 'zod/mini';
import type { Locale } from '@/lib/i18n';
import type { ApiErrorBody } from '@/lib/contracts/errors';
import { AppError, DATABASE_RETRY_AFTER_SEC, FieldError, isDatabaseUnavailable } from './errors';
import { hasMessage, localeOf, translate, type ApiMessageKey, type CatalogueKey } from './i18n';
import { clientIp } from './client-ip';
import { logger } from '../logger';

export const MAX_BODY_BYTES = 64 * 1024;

/** Schemas a route declares; each part absent is not read (body) or passed through raw. */
export interface RouteSchemas {
  /** JSON body (read only for methods that carry one, capped at MAX_BODY_BYTES): 422 if bad. */
  body?: z.core.$ZodType;
  /** Query string as a flat object of strings: 400 if bad. */
  query?: z.core.$ZodType;
  /** Dynamic route segments: 404 if bad (an id of the wrong shape names nothing). */
  params?: z.core.$ZodType;
}

type Parsed<S, K extends keyof RouteSchemas> =
  S extends Record<K, infer T>
    ? T extends z.core.$ZodType
      ? z.output<T>
      : never
    : K extends 'params'
      ? Record<string, string>
      : undefined;

/** What a handler receives: the parsed parts, the request, its language and client address. */
export interface RequestContext<S extends RouteSchemas = RouteSchemas> {
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
  request: NextRequest;
  locale: Locale;
  ip: string;
  t: (key: CatalogueKey, values?: Record<string, string | number>) => string;
}

type RouteParams = { params: Promise<Record<string, string>> };
type RouteHandler = (request: NextRequest, route: RouteParams) => Promise<Response>;

/** Methods that change state: their Origin is checked whether or not they carry a body. */
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Where a route's error answers differ from the shared shape because SPEC.md fixes its own
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
function errorJson(status: number, error: ApiErrorBody['error'], shape: ErrorShape = {}): Response {
  const headers = new Headers(shape.headers);
  if (error.retryAfter) headers.set('Retry-After', String(error.retryAfter));
  return Response.json(
    { ...shape.extend?.(error.message, error.code), error },
    { status, headers },
  );
}

/** JSON error response in the shape every endpoint uses. */
export function errorResponse(
  locale: Locale,
  status: number,
  code: string,
  messageKey: ApiMessageKey,
  extra: {
    values?: Record<string, string | number>;
    fields?: Record<string, string>;
    retryAfter?: number;
  } = {},
  shape?: ErrorShape,
): Response {
  return errorJson(
    status,
    {
      code,
      message: translate(locale, `api.${messageKey}`, extra.values),
      ...(extra.fields && { fields: extra.fields }),
      ...(extra.retryAfter !== undefined && { retryAfter: extra.retryAfter }),
    },
    shape,
  );
}

/** Reads at most MAX_BODY_BYTES of the body; null when it is larger. */
export async function readCapped(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * CSRF defence for mutating methods (OWASP CSRF cheat sheet, "verifying origin"): a browser
 * sends Origin on every cross-site POST/PUT/PATCH/DELETE; it must name this host. Requests
 * without Origin come from non-browser clients and carry no ambient cookies' intent.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === null;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function translateFields(
  locale: Locale,
  keys: Record<string, CatalogueKey>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, translate(locale, k)]));
}

/** Field → message key; a schema's message is used when it is a key of the catalogue. */
function issuesToFields(
  locale: Locale,
  issues: readonly z.core.$ZodIssue[],
): Record<string, CatalogueKey> {
  const fields: Record<string, CatalogueKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    const key = hasMessage(locale, issue.message) ? issue.message : 'validation.invalid';
    fields[field] ??= key;
  }
  return fields;
}

/**
 * Maps any thrown value to a response: AppErrors to their status, an unreachable database to
 * 503 with Retry-After, anything else is logged and answered 500.
 */
export function toErrorResponse(error: unknown, locale: Locale, shape?: ErrorShape): Response {
  if (error instanceof FieldError) {
    return errorResponse(
      locale,
      422,
      error.code,
      error.messageKey,
      { fields: translateFields(locale, error.fieldKeys) },
      shape,
    );
  }
  if (error instanceof AppError) {
    return errorResponse(
      locale,
      error.status,
      error.code,
      error.messageKey,
      { values: error.values, ...error.extra },
      shape,
    );
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error }, 'database unavailable: answered 503');
    return errorResponse(
      locale,
      503,
      'unavailable',
      'unavailable',
      { retryAfter: DATABASE_RETRY_AFTER_SEC },
      shape,
    );
  }
  logger.error({ err: error }, 'unhandled error in route handler');
  return errorResponse(locale, 500, 'internal', 'internal', {}, shape);
}

/** Parses `value` with `schema`; the field → message-key map of the first issues on failure. */
function parseWith(
  locale: Locale,
  schema: z.core.$ZodType,
  value: unknown,
): { ok: true; data: unknown } | { ok: false; fields: Record<string, string> } {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    fields: translateFields(locale, issuesToFields(locale, parsed.error.issues)),
  };
}

/**
 * Whether `text` can be stored and queried: no NUL (PostgreSQL text cannot hold it, SQLSTATE
 * 22021) and no lone surrogate (not Unicode; Prisma's query protocol rejects it). JSON may
 * carry both as escapes; refused here as a 4xx, never a 500 later (found by bench/fuzz).
 */
export function storable(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}

/** Reads and parses the JSON body; a Response for every way it can be wrong. */
async function readBody(
  request: NextRequest,
  locale: Locale,
  schema: z.core.$ZodType,
  shape?: ErrorShape,
): Promise<{ data: unknown } | Response> {
  const raw = await readCapped(request);
  if (raw === null)
    return errorResponse(locale, 413, 'payload_too_large', 'payloadTooLarge', {}, shape);
  let json: unknown;
  let unstorable = false;
  try {
    json =
      raw === ''
        ? {}
        : JSON.parse(raw, (key, value: unknown) => {
            unstorable ||= !storable(key) || (typeof value === 'string' && !storable(value));
            return value;
          });
  } catch {
    return errorResponse(locale, 400, 'invalid_json', 'invalidJson', {}, shape);
  }
  if (unstorable)
    return errorResponse(locale, 422, 'validation_failed', 'validationFailed', {}, shape);
  if (shape?.firstFieldMessage) {
    const issue = z.safeParse(schema, json).error?.issues.find((i) => i.path.length > 0);
    if (issue) return errorJson(400, { code: 'validation_failed', message: issue.message }, shape);
  }
  const parsed = parseWith(locale, schema, json);
  if (!parsed.ok) {
    return errorResponse(
      locale,
      422,
      'validation_failed',
      'validationFailed',
      { fields: parsed.fields },
      shape,
    );
  }
  return { data: parsed.data };
}

/**
 * The core every variant shares: Origin check by method, body/query/params parsing, then
 * `guard` (e.g. the admin session) before the handler; every failure becomes the JSON error
 * shape (with `shape`'s differences). `guard` returns extra context, or throws an AppError
 * (401/403).
 */
export function route<S extends RouteSchemas, Extra>(
  schemas: S,
  guard: (request: NextRequest, ip: string) => Promise<Extra>,
  handler: (ctx: RequestContext<S> & Extra) => Promise<Response>,
  shape?: ErrorShape,
): RouteHandler {
  return async (request, routeParams) => {
    const locale = localeOf(request);
    try {
      if (MUTATING_METHODS.has(request.method) && !sameOrigin(request))
        return errorResponse(locale, 403, 'forbidden_origin', 'forbiddenOrigin', {}, shape);
      const ip = clientIp(request);
      const extra = await guard(request, ip);

      const rawParams = routeParams?.params ? await routeParams.params : {};
      let params: unknown = rawParams;
      if (schemas.params) {
        const parsed = parseWith(locale, schemas.params, rawParams);
        if (!parsed.ok) return errorResponse(locale, 404, 'not_found', 'notFound', {}, shape);
        params = parsed.data;
      }
      let query: unknown = undefined;
      if (schemas.query) {
        const raw = Object.fromEntries(request.nextUrl.searchParams);
        const parsed = parseWith(locale, schemas.query, raw);
        if (!parsed.ok || !Object.values(raw).every(storable)) {
          return errorResponse(
            locale,
            400,
            'invalid_query',
            'validationFailed',
            { fields: parsed.ok ? {} : parsed.fields },
            shape,
          );
        }
        query = parsed.data;
      }
      let body: unknown = undefined;
      if (schemas.body) {
        const read = await readBody(request, locale, schemas.body, shape);
        if (read instanceof Response) return read;
        body = read.data;
      }
      const t = (key: CatalogueKey, values?: Record<string, string | number>) =>
        translate(locale, key, values);
      const ctx = { body, query, params, request, locale, ip, t } as RequestContext<S>;
      return await handler({ ...ctx, ...extra });
    } catch (error) {
      return toErrorResponse(error, locale, shape);
    }
  };
}

const noGuard = async () => ({});

/**
 * A public JSON endpoint: `withJson({ body: schema }, async ({ body }) => Response)`; `shape`
 * only where SPEC.md fixes the route's own error answers.
 */
export function withJson<S extends RouteSchemas>(
  schemas: S,
  handler: (ctx: RequestContext<S>) => Promise<Response>,
  shape?: ErrorShape,
): RouteHandler {
  return route(schemas, noGuard, handler, shape);
}
