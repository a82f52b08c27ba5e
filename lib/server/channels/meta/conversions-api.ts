/**
 * The outbox's `meta` channel: one Conversions API event per message, POSTed as
 * `{data: [event], test_event_code?, access_token}` to
 * `{META_GRAPH_URL}/{version}/{pixel id}/events`. The token travels in the body, never in the
 * address (which logs and proxies keep). Meta's `events_received` (and `fbtrace_id`) is kept as
 * the attempt's answer; an error answer keeps Meta's code and message. A 5xx, a 429, no
 * answer, or an error Meta marks `is_transient` is retried on the outbox schedule; any other
 * error (a bad token, an invalid parameter) fails at once, as does an event older than the
 * 7 days Meta accepts.
 */
import 'server-only';
import { env } from '@/env';
import type { Deliverer, DeliveryOutcome } from '../../outbox/dispatcher';
import type { ClaimedMessage } from '../../outbox/messages';
import { noAnswer } from '../../outbox/webhook';

export const META_TIMEOUT_MS = 15_000;
/** Meta refuses a request holding an event older than this. */
export const META_MAX_EVENT_AGE_MS = 7 * 86_400_000;

export interface MetaCapiConfig {
  /** `{graph}/{version}/{pixel}/events` */
  url: string;
  pixelId: string;
  accessToken: string;
  testEventCode?: string;
}

/** The configured endpoint, or null when the Conversions API is off (no token or pixel id). */
export function metaCapiConfig(): MetaCapiConfig | null {
  const pixelId = env.META_PIXEL_ID ?? env.NEXT_PUBLIC_META_PIXEL_ID;
  if (!env.META_CAPI_ACCESS_TOKEN || !pixelId) return null;
  const base = env.META_GRAPH_URL.replace(/\/+$/, '');
  return {
    url: `${base}/${env.META_GRAPH_API_VERSION}/${pixelId}/events`,
    pixelId,
    accessToken: env.META_CAPI_ACCESS_TOKEN,
    testEventCode: env.META_TEST_EVENT_CODE,
  };
}

/** The request body for `event` (the token included: never log it). */
export function metaRequestBody(config: MetaCapiConfig, event: unknown): string {
  return JSON.stringify({
    data: [event],
    ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
    access_token: config.accessToken,
  });
}

interface GraphAnswer {
  events_received?: unknown;
  fbtrace_id?: unknown;
  error?: {
    message?: unknown;
    code?: unknown;
    error_subcode?: unknown;
    is_transient?: unknown;
    error_user_msg?: unknown;
  };
}

function parseAnswer(text: string): GraphAnswer {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as GraphAnswer) : {};
  } catch {
    return {};
  }
}

/** Meta's answer to one event, as the delivery log records it. */
export function metaOutcome(status: number, text: string): DeliveryOutcome {
  const answer = parseAnswer(text);
  const ok = status >= 200 && status < 300;
  if (ok) {
    const received = Number(answer.events_received ?? 0);
    const trace = typeof answer.fbtrace_id === 'string' ? ` fbtrace_id=${answer.fbtrace_id}` : '';
    return {
      ok: received >= 1,
      statusCode: status,
      responseSnippet: `events_received=${received}${trace}`,
      error: received >= 1 ? null : 'Meta received no event',
    };
  }
  const e = answer.error ?? {};
  const code = typeof e.code === 'number' ? e.code : null;
  const message =
    typeof e.error_user_msg === 'string'
      ? e.error_user_msg
      : typeof e.message === 'string'
        ? e.message
        : `HTTP ${status}`;
  const transient = e.is_transient === true || status >= 500 || status === 429;
  return {
    ok: false,
    statusCode: status,
    error: `Meta error${code !== null ? ` ${code}` : ''}: ${message}`,
    responseSnippet: text.slice(0, 512),
    final: transient ? undefined : 'failed',
  };
}

/** Sends one attempt of `message` to `config`; never throws. */
export async function sendMetaEvent(
  config: MetaCapiConfig,
  message: Pick<ClaimedMessage, 'payload'>,
  now: Date,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = META_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const eventTime = (message.payload as { event_time?: unknown } | null)?.event_time;
  if (typeof eventTime !== 'number') {
    return { ok: false, error: 'malformed Meta event', final: 'failed' };
  }
  if (now.getTime() - eventTime * 1000 > META_MAX_EVENT_AGE_MS) {
    return { ok: false, error: 'event older than 7 days: Meta refuses it', final: 'failed' };
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: metaRequestBody(config, message.payload),
      redirect: 'manual',
      signal,
    });
    const text = (await response.text()).slice(0, 4096);
    return metaOutcome(response.status, text);
  } catch (error) {
    return noAnswer(error, signal, timeoutMs);
  }
}

/** The dispatcher's `meta` channel; a message queued while on is cancelled once it is off. */
export function metaDeliverer(
  getConfig: () => MetaCapiConfig | null = metaCapiConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Deliverer {
  return async (message, now) => {
    const config = getConfig();
    if (!config) return { ok: false, error: 'Conversions API not configured', final: 'cancelled' };
    return sendMetaEvent(config, message, now, options.fetch, options.timeoutMs);
  };
}
