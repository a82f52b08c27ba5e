/**
 * The one request helper of the browser (docs/product.md §7).
 * Every call sends credentials (the lead session cookie) and the page's language, so
 * server messages come back already translated. Errors carry the server's
 * `{ error: { code, message, fields?, retryAfter? } }` body as an ApiError.
 *
 * In the back-office, an owner write answered 403 `step_up_required` asks the registered
 * step-up handler (the password and code dialog, components/admin/step-up) and, once the
 * session has stepped up, is sent again once: every admin mutation gets it from here. A 401
 * (the session ended: idle, revoked from another browser, expired) calls the registered
 * session-end handler, which takes the back-office to its sign-in page; and the time of the
 * last request that counts as activity (not `background`) is kept for the idle notice.
 */
import type { ApiErrorBody } from '@/lib/contracts/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call: HTTP status (0 for a network failure) and the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;
  /** True when `message` is the server's translated text, fit to show to a person. */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfter?: number | null;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.fromServer = init.fromServer ?? false;
  }
}

/** Options of one call: the page locale (Accept-Language) and an abort signal. */
export interface RequestOptions {
  locale?: string;
  signal?: AbortSignal;
  /**
   * A refresh the page makes by itself (a poll), not a person's action: the back-office
   * checks the session but does not count it as activity for the idle timeout.
   */
  background?: boolean;
}

/** The error code of an owner write that needs a recent step-up (lib/contracts/admin/step-up). */
const STEP_UP_REQUIRED = 'step_up_required';

/** The write that asked for a step-up, so the dialog can say what is being confirmed. */
export interface StepUpRequest {
  method: HttpMethod;
  url: string;
  body: unknown;
}

/**
 * Asked when a request answers 403 `step_up_required`, with that request: resolves true once
 * the session has stepped up (the request is then sent again, once), false when the person
 * gave up.
 */
export type StepUpHandler = (request: StepUpRequest) => Promise<boolean>;

let stepUpHandler: StepUpHandler | null = null;

/**
 * Registers the page's step-up handler (one at a time); returns the function that removes it.
 * Without one, a `step_up_required` answer rejects like any other error.
 */
export function setStepUpHandler(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

/** The error code of a call made without a live session (the proxy's and withAdmin's 401). */
const SESSION_ENDED = 'unauthorized';

/** Called when a request answers 401 `unauthorized`: the session behind the page has ended. */
export type SessionEndHandler = (error: ApiError) => void;

let sessionEndHandler: SessionEndHandler | null = null;

/**
 * Registers the page's session-end handler (one at a time); returns the function that removes
 * it. Without one (the public site, the sign-in page), a 401 rejects like any other error.
 */
export function setSessionEndHandler(handler: SessionEndHandler): () => void {
  sessionEndHandler = handler;
  return () => {
    if (sessionEndHandler === handler) sessionEndHandler = null;
  };
}

let lastActivityAt: number | null = null;
const activityListeners = new Set<(at: number) => void>();

/**
 * When this page last sent a request that counts as activity for the server's idle timeout
 * (any request without `background`), in epoch milliseconds; null before the first.
 */
export function lastActivity(): number | null {
  return lastActivityAt;
}

/** Calls `listener` with the time of each request that counts as activity; returns the unsubscribe. */
export function onActivity(listener: (at: number) => void): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function headerSeconds(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (isErrorBody(body)) {
    const { code, message, fields, retryAfter } = body.error;
    return new ApiError({
      status: response.status,
      code,
      message,
      fields,
      retryAfter: retryAfter ?? headerSeconds(response),
      fromServer: true,
    });
  }
  // docs/product.md §7: '{status}: {body or status text}' when the body is not our error shape.
  return new ApiError({
    status: response.status,
    code: 'http_error',
    message: `${response.status}: ${text || response.statusText}`,
    retryAfter: headerSeconds(response),
  });
}

function defaultLocale(): string {
  return typeof document === 'undefined' ? 'it' : document.documentElement.lang || 'it';
}

/**
 * Sends one request: JSON body and content type when `body` is given (a Blob as it is, with
 * its type), cookies always.
 * Resolves with the parsed JSON (undefined for an empty body); rejects with ApiError. A
 * `step_up_required` answer goes through the step-up handler first, when there is one.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return send<T>(method, url, body, options, true);
}

/** One request; `stepUpOnce`: a step_up_required answer may be stepped up and sent again. */
async function send<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
  stepUpOnce: boolean,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': options.locale ?? defaultLocale(),
  };
  // A Blob (a file to upload) is sent as it is, with its own type; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && body instanceof Blob;
  if (body !== undefined)
    headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';
  if (options.background) headers['X-Background-Refresh'] = '1';

  if (!options.background) {
    lastActivityAt = Date.now();
    for (const listener of activityListeners) listener(lastActivityAt);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: String(cause) });
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (stepUpOnce && error.status === 403 && error.code === STEP_UP_REQUIRED && stepUpHandler) {
      if (await stepUpHandler({ method, url, body }))
        return send<T>(method, url, body, options, false);
    }
    // Only `unauthorized` is the session's end: a wrong password or code (step-up, security
    // page) answers 401 too, with its own code, and the person stays to try again.
    if (error.status === 401 && error.code === SESSION_ENDED && sessionEndHandler)
      sessionEndHandler(error);
    throw error;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show for a failed call: the server's own text, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}
