/** Delivery-log filters and replay bodies. */
import * as z from 'zod/mini';

export const deliveriesQuerySchema = z.object({
  channel: z.optional(z.enum(['webhook', 'email', 'sms'])),
  status: z.optional(z.enum(['pending', 'delivered', 'failed', 'cancelled'])),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

export const replayParamsSchema = z.object({
  messageId: z.string().check(z.regex(/^msg_[0-9a-z]{26}$/)),
});

export const replaySinceSchema = z.object({ since: z.iso.datetime({ offset: true }) });
