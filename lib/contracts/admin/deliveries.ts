/**
 * The delivery log (webhooks tab, the lead detail's email log): GET /api/admin/deliveries,
 * POST /api/admin/deliveries/{messageId}/replay and POST /api/admin/deliveries/replay. Query,
 * params and body schemas of the routes, and the answers the tabs read.
 */
import * as z from 'zod/mini';

export const DELIVERY_CHANNELS = ['webhook', 'email', 'sms', 'meta'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** GET /api/admin/deliveries?channel&status&limit (limit 1..100). */
export const deliveriesQuerySchema = z.object({
  channel: z.optional(z.enum(DELIVERY_CHANNELS)),
  status: z.optional(z.enum(DELIVERY_STATUSES)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

/** The `{messageId}` of POST /api/admin/deliveries/{messageId}/replay. */
export const replayParamsSchema = z.object({
  messageId: z.string().check(z.regex(/^msg_[0-9a-z]{26}$/)),
});

/** Body of POST /api/admin/deliveries/replay: every failed webhook since this instant. */
export const replaySinceSchema = z.object({ since: z.iso.datetime({ offset: true }) });

/** One outbox message with its attempts (dates ISO 8601; never the payload's secrets). */
export interface Delivery {
  id: string;
  channel: string;
  eventType: string;
  status: DeliveryStatus;
  attemptCount: number;
  /** When the next attempt is due; null unless pending. */
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** An email's subject; null for other messages. */
  subject: string | null;
  attempts: {
    attemptNo: number;
    startedAt: string;
    durationMs: number;
    statusCode: number | null;
    ok: boolean;
    error: string | null;
    responseSnippet: string | null;
  }[];
}

/** Answer of GET /api/admin/deliveries: newest first. */
export interface DeliveriesResponse {
  deliveries: Delivery[];
}

/** Answer of both replay calls: how many messages were queued again. */
export interface ReplayResponse {
  replayed: number;
}
