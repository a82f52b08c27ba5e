/**
 * The one route-handler shape (docs/conventions.md "Routing stays routing"): check the Origin of
 * mutating requests, read the body with a 64 kB cap, parse it with the form's zod schema,
 * call the handler, and turn every failure into `{ error: { code, message, fields? } }`
 * in the request's language — a 4xx for bad input, never a stack trace.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import * as z from 'zod/mini';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { hasMessage, localeOf, translate, type CatalogueKey } from './i18n';
import { clientIp } from './client-ip';
import { readCapped, storable } from './body';
import { observeRequest, routePattern } from '../metrics/registry';
import {
  errorJson,
  errorResponse,
  toErrorResponse,
  translateFields,
  type ErrorShape,
} from './error-response';

/** Schemas a route declares; each part absent is not read (body) or passed through raw. */
export interface RouteSchemas {
  /** JSON body (read only for methods that carry one, capped at MAX_BODY_BYTES): 422 if bad. */
  body?: z.core.$ZodType;
  /** Query string as a flat object of strings: 400 if bad. */
  query?: z.core.$ZodType;
  /** Dynamic route segments: 404 if bad (an id of the wrong shape names nothing). */
  params?: z.core.$ZodType;
  /** The operation's summary, answers and errors for the OpenAPI document (docs/api.md). */
  doc?: OperationDoc;
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
/**
 * A route's exported handler. `declared` is what it was built with (its schemas, withAdmin's
 * options and its `doc`): the OpenAPI document is assembled from it
 * (lib/contracts/openapi/assemble.ts).
 */
type RouteHandler = ((request: NextRequest, route: RouteParams) => Promise<Response>) & {
  declared: RouteSchemas;
};

/** Methods that change state: their Origin is checked whether or not they carry a body. */
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/** Field → message key; a schema's message is used when it is a key of the catalogue. */
function issuesToFields(
  locale: Locale,
  issues: readonly z.core.$ZodIssue[],
): Record<string, CatalogueKey> {
  const fields: Record<string, CatalogueKey> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    // An if, not a ternary: the union of every catalogue key is too large for TypeScript to
    // form again from both branches.
    let key: CatalogueKey = 'validation.invalid';
    if (hasMessage(locale, issue.message)) key = issue.message;
    fields[field] ??= key;
  }
  return fields;
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

/** Reads and parses the JSON body; a Response for every way it can be wrong. */
async function readBody(
  request: NextRequest,
  locale: Locale,
  schema: z.core.$ZodType,
  shape?: ErrorShape,
): Promise<{ data: unknown } | Response> {
  const raw = await readCapped(request);
  if (raw === null) return errorResponse(locale, 'payload_too_large', {}, shape);
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
    return errorResponse(locale, 'invalid_json', {}, shape);
  }
  if (unstorable) return errorResponse(locale, 'validation_failed', {}, shape);
  if (shape?.firstFieldMessage) {
    const issue = z.safeParse(schema, json).error?.issues.find((i) => i.path.length > 0);
    if (issue) return errorJson(400, { code: 'validation_failed', message: issue.message }, shape);
  }
  const parsed = parseWith(locale, schema, json);
  if (!parsed.ok) {
    return errorResponse(locale, 'validation_failed', { fields: parsed.fields }, shape);
  }
  return { data: parsed.data };
}

/**
 * The core every variant shares: Origin check by method, body/query/params parsing, then
 * `guard` (e.g. the admin session) before the handler; every failure becomes the JSON error
 * shape (with `shape`'s differences). `guard` returns extra context, or throws an AppError
 * (401/403). Each answer's duration (to the response head) goes to the request-duration
 * histogram under the route's pattern, not its URL (../metrics/registry.ts).
 */
export function route<S extends RouteSchemas, Extra>(
  schemas: S,
  guard: (request: NextRequest, ip: string) => Promise<Extra>,
  handler: (ctx: RequestContext<S> & Extra) => Promise<Response>,
  shape?: ErrorShape,
): RouteHandler {
  const timed = async (request: NextRequest, routeParams: RouteParams) => {
    const started = performance.now();
    const response = await answer(request, routeParams);
    const params = routeParams?.params ? await routeParams.params : {};
    observeRequest(
      request.method,
      routePattern(request.nextUrl.pathname, params),
      response.status,
      (performance.now() - started) / 1000,
    );
    return response;
  };

  async function answer(request: NextRequest, routeParams: RouteParams): Promise<Response> {
    const locale = localeOf(request);
    try {
      if (MUTATING_METHODS.has(request.method) && !sameOrigin(request))
        return errorResponse(locale, 'forbidden_origin', {}, shape);
      const ip = clientIp(request);
      const extra = await guard(request, ip);

      const rawParams = routeParams?.params ? await routeParams.params : {};
      let params: unknown = rawParams;
      if (schemas.params) {
        const parsed = parseWith(locale, schemas.params, rawParams);
        if (!parsed.ok) return errorResponse(locale, 'not_found', {}, shape);
        params = parsed.data;
      }
      let query: unknown = undefined;
      if (schemas.query) {
        const raw = Object.fromEntries(request.nextUrl.searchParams);
        const parsed = parseWith(locale, schemas.query, raw);
        if (!parsed.ok || !Object.values(raw).every(storable)) {
          const fields = parsed.ok ? {} : parsed.fields;
          return errorResponse(locale, 'invalid_query', { fields }, shape);
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
  }
  return Object.assign(timed, { declared: schemas });
}

const noGuard = async () => ({});

/**
 * A public JSON endpoint: `withJson({ body: schema, doc }, async ({ body }) => Response)`, `doc`
 * the operation's OpenAPI description (docs/api.md); `shape` only where docs/product.md fixes
 * the route's own error answers.
 */
export function withJson<S extends RouteSchemas>(
  schemas: S,
  handler: (ctx: RequestContext<S>) => Promise<Response>,
  shape?: ErrorShape,
): RouteHandler {
  return route(schemas, noGuard, handler, shape);
}
