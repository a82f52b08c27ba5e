/**
 * The webhook endpoint and the Conversions API in the webhooks tab: GET /api/webhook/status, POST /api/webhook/enable
 * (both answer the status) and POST /api/webhook/test. No request bodies.
 */

/** The endpoint as configured (never the secret); `disabledAt` set after a 410 Gone. */
export interface WebhookStatus {
  webhook: {
    enabled: boolean;
    url: string | null;
    hasSecret: boolean;
    disabledAt: string | null;
    disabledReason: string | null;
  };
  /** The Conversions API as configured (never the token). */
  meta: MetaCapiStatus;
}

/** The Conversions API's settings: off without a token and pixel id. */
export interface MetaCapiStatus {
  enabled: boolean;
  pixelId: string | null;
  /** `{graph}/{version}/{pixel}/events` */
  url: string | null;
  /** Set: events show only under Events Manager's "Test events". */
  testEventCode: string | null;
}

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
export interface WebhookTestResponse extends WebhookTestOutcome {
  success: boolean;
}
