/**
 * The webhook endpoint and the Conversions API in the webhooks tab: GET /api/webhook/status, POST /api/webhook/enable
 * (both answer the status) and POST /api/webhook/test. No request bodies.
 */
import * as z from 'zod/mini';
import { instant, count } from '@/lib/contracts/answer-parts';

/** The endpoint as configured (never the secret); `disabledAt` set after a 410 Gone. */
export type WebhookStatus = z.output<typeof webhookStatus>;

/** The Conversions API's settings: off without a token and pixel id. */
export type MetaCapiStatus = WebhookStatus['meta'];

/**
 * The test message's first attempt; `queued` when another dispatcher took it first.
 * The route adds `success` (= `delivered`) for docs/product.md §7.
 */
export interface WebhookTestOutcome {
  /** The outbox message id. */
  id: string;
  delivered: boolean;
  queued: boolean;
  statusCode: number | null;
  error: string | null;
}

/** Answer of POST /api/webhook/test. */
export type WebhookTestResponse = z.output<typeof webhookTestResponse>;

export const webhookStatus = z.object({
  webhook: z.object({
    enabled: z.boolean(),
    url: z.nullable(z.string()),
    hasSecret: z.boolean(),
    disabledAt: z.nullable(instant()),
    disabledReason: z.nullable(z.string()),
  }),
  meta: z.object({
    enabled: z.boolean(),
    pixelId: z.nullable(z.string()),
    /** `{graph}/{version}/{pixel}/events` */
    url: z.nullable(z.string()),
    /** Set: events show only under Events Manager's "Test events". */
    testEventCode: z.nullable(z.string()),
  }),
});

export const webhookTestResponse = z.object({
  success: z.boolean(),
  id: z.string(),
  delivered: z.boolean(),
  queued: z.boolean(),
  statusCode: z.nullable(count()),
  error: z.nullable(z.string()),
});
