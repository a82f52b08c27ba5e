/**
 * The delivery log (webhooks tab, the lead detail's email log): GET /api/admin/deliveries,
 * POST /api/admin/deliveries/{messageId}/replay and POST /api/admin/deliveries/replay. Query,
 * params and body schemas of the routes, and the answers the tabs read.
 */
import * as z from 'zod/mini';
import { count, instant } from '@/lib/contracts/answer-parts';

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
export type Delivery = z.output<typeof delivery>;

/** Answer of GET /api/admin/deliveries: newest first. */
export type DeliveriesResponse = z.output<typeof deliveriesResponse>;

/** Answer of both replay calls: how many messages were queued again. */
export type ReplayResponse = z.output<typeof replayResponse>;

export const delivery = z.object({
  id: z.string().check(z.describe('`msg_` + 26 characters: the webhook-id of a webhook.')),
  channel: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attemptCount: count(),
  nextAttemptAt: z.nullable(instant()),
  lastError: z.nullable(z.string()),
  createdAt: instant(),
  deliveredAt: z.nullable(instant()),
  subject: z.nullable(z.string()),
  attempts: z.array(
    z.object({
      attemptNo: count(),
      startedAt: instant(),
      durationMs: count(),
      statusCode: z.nullable(count()),
      ok: z.boolean(),
      error: z.nullable(z.string()),
      responseSnippet: z.nullable(z.string()),
    }),
  ),
});

export const deliveriesResponse = z.object({ deliveries: z.array(delivery) });

export const replayResponse = z.object({ replayed: count() });
