/**
 * Webhook delivery (Standard Webhooks specification, docs/decisions.md §6b).
 * Body `{type, event, timestamp, data}` (docs/product.md's example names the type `event`: both are
 * sent); headers `webhook-id` (the outbox id, the same on every retry), `webhook-timestamp`
 * (this attempt) and `webhook-signature` (standardwebhooks, when a secret is set). 2xx is
 * success; anything else — redirects are not followed, so 3xx too — or no answer within
 * 15 s is a failure; Retry-After on 429/503 is honoured; 410 Gone disables the endpoint.
 * At most 4 kB of an answer is read, so a huge or endless body never holds the dispatcher.
 * The one writer of `webhook_endpoints`, the endpoint's disabled state.
 */
import 'server-only';
import { Webhook } from 'standardwebhooks';
import { env } from '@/env';
import type { Db } from '../db/client';
import type { ClaimedMessage, Deliverer, DeliveryOutcome } from './dispatcher';
import { retryAfterMs } from './schedule';

export const WEBHOOK_TIMEOUT_MS = 15_000;
const MAX_READ_BYTES = 4096;

export interface WebhookConfig {
  url: string;
  /** whsec_… ; undefined: unsigned. */
  secret?: string;
}

/** The configured endpoint (WEBHOOK_URL, WEBHOOK_SECRET), or null when webhooks are off. */
export function webhookConfig(): WebhookConfig | null {
  return env.WEBHOOK_URL ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET } : null;
}

/** The JSON body of a webhook message, exactly as sent (and signed). */
export function webhookBody(message: Pick<ClaimedMessage, 'eventType' | 'payload' | 'createdAt'>) {
  return JSON.stringify({
    type: message.eventType,
    event: message.eventType,
    timestamp: message.createdAt.toISOString(),
    data: message.payload,
  });
}

/** Reads at most MAX_READ_BYTES of `response`'s body as text, then lets go of it. */
async function readSnippet(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < MAX_READ_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, MAX_READ_BYTES).toString('utf8').slice(0, 512);
}

/** Whether a 410 has disabled `url`. */
export async function isEndpointDisabled(db: Db, url: string): Promise<boolean> {
  const row = await db.webhookEndpoint.findUnique({ where: { url } });
  return Boolean(row?.disabledAt);
}

/** Re-enables `url` after a 410 (the operator's choice): forgets its disabled state. */
export async function enableEndpoint(db: Db, url: string): Promise<void> {
  await db.webhookEndpoint.deleteMany({ where: { url } });
}

/** Sends one attempt of `message` to `config`; never throws. */
export async function sendWebhook(
  config: WebhookConfig,
  message: ClaimedMessage,
  now: Date,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const body = webhookBody(message);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'AccademiaTradingItalia-Webhooks/1.0',
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
  };
  if (config.secret) {
    headers['webhook-signature'] = new Webhook(config.secret).sign(message.id, now, body);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal,
    });
    const snippet = await readSnippet(response);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      responseSnippet: snippet,
      error: ok ? null : `HTTP ${response.status}`,
      retryAfterMs:
        response.status === 429 || response.status === 503
          ? retryAfterMs(response.headers.get('retry-after'), now)
          : null,
      final: response.status === 410 ? 'failed' : undefined,
    };
  } catch (error) {
    return noAnswer(error, signal, timeoutMs);
  }
}

/**
 * The outcome of a POST that got no answer: `signal` timed out after `timeoutMs`, or the
 * connection failed (fetch hides the reason, ECONNREFUSED and the like, in `cause`). Retried.
 */
export function noAnswer(error: unknown, signal: AbortSignal, timeoutMs: number): DeliveryOutcome {
  return {
    ok: false,
    statusCode: null,
    error: signal.aborted
      ? `no answer within ${timeoutMs / 1000} s`
      : error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error),
  };
}

/** The dispatcher's webhook channel: skips when off or disabled, disables on 410. */
export function webhookDeliverer(
  db: Db,
  getConfig: () => WebhookConfig | null = webhookConfig,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Deliverer {
  return async (message, now) => {
    const config = getConfig();
    if (!config) return { ok: false, error: 'no webhook endpoint configured', final: 'cancelled' };
    if (await isEndpointDisabled(db, config.url)) {
      return { ok: false, error: 'endpoint disabled after 410 Gone', final: 'failed' };
    }
    const outcome = await sendWebhook(config, message, now, options.fetch, options.timeoutMs);
    if (outcome.statusCode === 410) {
      await db.webhookEndpoint.upsert({
        where: { url: config.url },
        create: { url: config.url, disabledAt: now, disabledReason: '410 Gone' },
        update: { disabledAt: now, disabledReason: '410 Gone' },
      });
    }
    return outcome;
  };
}
