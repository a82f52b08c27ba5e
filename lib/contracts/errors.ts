/**
 * The error body of every API route (docs/decisions.md §6), written by the route wrapper
 * (lib/server/http/route.ts) and read by the browser's request helper (lib/browser/api-client.ts).
 */
import * as z from 'zod/mini';
import { count } from '@/lib/contracts/answer-parts';

/** `message` is in the request's language; `fields` maps a field to its message. */
export type ApiErrorBody = z.output<typeof errorBody>;

export const errorBody = z.object({
  error: z.object({
    code: z.string().check(z.describe('Stable, machine-readable: `validation_failed`, …')),
    message: z.string().check(z.describe('In the request’s language (Italian or German).')),
    fields: z.optional(
      z
        .record(z.string(), z.string())
        .check(z.describe('Field → message, for the fields the request got wrong.')),
    ),
    retryAfter: z.optional(
      count().check(z.describe('Seconds to wait before trying again (also Retry-After).')),
    ),
  }),
});

/** Answer of writes that return nothing else. */
export const successResponse = z.object({ success: z.literal(true) });
