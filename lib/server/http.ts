/**
 * The one route-handler shape (STYLE.md "Routing stays routing"): check the Origin of
 * mutating requests, read the body with a 64 kB cap, parse it with the form's zod schema,
 * call the handler, and turn every failure into `{ error: { code, message, fields? } }`
 * in the request's language — a 4xx for bad input, never a stack trace.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import type * as z from 'zod/mini';
import type { Locale } from '@/lib/i18n';
import { AppError, FieldError } from './errors';
import { hasMessage, localeOf, translate } from './i18n';
import { clientIp } from './client-ip';
import { logger } from './logger';

export const MAX_BODY_BYTES = 64 * 1024;

export interface RequestContext<Input> {
  input: Input;
  request: NextRequest;
  locale: Locale;
  ip: string;
  t: (key: string, values?: Record<string, string | number>) => string;
}

type RouteParams = { params: Promise<Record<string, string>> };

/** JSON error response in the shape every endpoint uses. */
export function errorResponse(
  locale: Locale,
  status: number,
  code: string,
  messageKey: string,
  extra: {
    values?: Record<string, string | number>;
    fields?: Record<string, string>;
    retryAfter?: number;
  } = {},
): Response {
  const headers: HeadersInit = extra.retryAfter ? { 'Retry-After': String(extra.retryAfter) } : {};
  return Response.json(
    {
      error: {
        code,
        message: translate(locale, `api.${messageKey}`, extra.values),
        ...(extra.fields && { fields: extra.fields }),
        ...(extra.retryAfter !== undefined && { retryAfter: extra.retryAfter }),
      },
    },
    { status, headers },
  );
}

/** Reads at most MAX_BODY_BYTES of the body; null when it is larger. */
async function readCapped(request: Request): Promise<string | null> {
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

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin === null;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function translateFields(locale: Locale, keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, translate(locale, k)]));
}

/** Field → message key; a schema's message is used when it is a key of the catalogue. */
function issuesToFields(
  locale: Locale,
  issues: readonly z.core.$ZodIssue[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    const key = hasMessage(locale, issue.message) ? issue.message : 'validation.invalid';
    fields[field] ??= key;
  }
  return fields;
}

/** Maps any thrown value to a response; unexpected ones are logged and answered 500. */
export function toErrorResponse(error: unknown, locale: Locale): Response {
  if (error instanceof FieldError) {
    return errorResponse(locale, 422, error.code, error.messageKey, {
      fields: translateFields(locale, error.fieldKeys),
    });
  }
  if (error instanceof AppError) {
    return errorResponse(locale, error.status, error.code, error.messageKey, {
      values: error.values,
      ...error.extra,
    });
  }
  logger.error({ err: error }, 'unhandled error in route handler');
  return errorResponse(locale, 500, 'internal', 'internal');
}

/**
 * Wraps a JSON endpoint. `schema` null: no body is read (GET). Handlers return a Response
 * or throw AppError subclasses.
 */
export function withJson<S extends z.ZodMiniType | null>(
  schema: S,
  handler: (
    ctx: RequestContext<S extends z.ZodMiniType ? z.output<S> : undefined>,
    params: Record<string, string>,
  ) => Promise<Response>,
) {
  return async (request: NextRequest, route: RouteParams): Promise<Response> => {
    const locale = localeOf(request);
    try {
      let input: unknown = undefined;
      if (schema) {
        if (!sameOrigin(request))
          return errorResponse(locale, 403, 'forbidden_origin', 'forbiddenOrigin');
        const raw = await readCapped(request);
        if (raw === null) return errorResponse(locale, 413, 'payload_too_large', 'payloadTooLarge');
        let json: unknown;
        try {
          json = raw === '' ? {} : JSON.parse(raw);
        } catch {
          return errorResponse(locale, 400, 'invalid_json', 'invalidJson');
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          return errorResponse(locale, 422, 'validation_failed', 'validationFailed', {
            fields: translateFields(locale, issuesToFields(locale, parsed.error.issues)),
          });
        }
        input = parsed.data;
      }
      const params = route?.params ? await route.params : {};
      const t = (key: string, values?: Record<string, string | number>) =>
        translate(locale, key, values);
      return await handler(
        { input: input as never, request, locale, ip: clientIp(request), t },
        params,
      );
    } catch (error) {
      return toErrorResponse(error, locale);
    }
  };
}
