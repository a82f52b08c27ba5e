/**
 * Vonage Verify's status callbacks (POST /api/verify/status, docs/sms.md): per channel, an
 * `event` (the code delivered by a channel, or the channel failed), and at the end a `summary`
 * (the request completed, failed or expired, every step's status and the price). Each is
 * checked as Vonage signs it (lib/server/channels/verify/signed-callback.ts, with
 * VONAGE_SIGNATURE_SECRET), taken once (its `jti`, kept for the token's whole lifetime in
 * rate_limit_buckets: a replay is refused), and stored on its attempt through
 * ./verification-codes.ts: the channel, its delivery state and the price.
 */
import 'server-only';
import * as z from 'zod/mini';
import { env } from '@/env';
import type { VerifyCallbackOutcome } from '@/lib/contracts/sms';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { readCapped } from '../http/body';
import { reserve } from '../http/rate-limit';
import { logger } from '../logger';
import { CALLBACK_MAX_AGE_SEC, checkCallbackSignature } from '../channels/verify/signed-callback';
import { storeVerifyEvent, type VerifyEvent } from './verification-codes';

const CHANNEL = z.enum(['whatsapp', 'whatsapp_interactive', 'sms', 'voice', 'email', 'rcs']);
const time = z.string().check(
  z.maxLength(40),
  z.refine((t) => !Number.isNaN(Date.parse(t))),
);

const EventCallback = z.object({
  type: z.literal('event'),
  request_id: z.string().check(z.minLength(1), z.maxLength(100)),
  channel: CHANNEL,
  status: z.string().check(z.maxLength(40)),
  triggered_at: time,
});
const SummaryCallback = z.object({
  type: z.literal('summary'),
  request_id: z.string().check(z.minLength(1), z.maxLength(100)),
  status: z.string().check(z.maxLength(40)),
  submitted_at: time,
  finalized_at: z.optional(time),
  price: z.optional(z.string().check(z.regex(/^\d{1,6}(\.\d{1,8})?$/))),
  workflow: z.array(z.object({ channel: CHANNEL, status: z.string().check(z.maxLength(40)) })),
});
const Callback = z.discriminatedUnion('type', [EventCallback, SummaryCallback]);

/** A channel's event status as stored; others (e.g. Silent Auth's) change nothing. */
const EVENT_STATE: Record<string, VerifyEvent['status']> = {
  completed: 'delivered',
  failed: 'failed',
  rejected: 'failed',
  user_rejected: 'failed',
};
const SUMMARY_STATE: Record<string, VerifyEvent['status']> = {
  completed: 'delivered',
  failed: 'failed',
  expired: 'expired',
};

/** The callback as an event to store, or null when it says nothing stored. */
function eventOf(callback: z.infer<typeof Callback>, issuedAt: Date): VerifyEvent | null {
  if (callback.type === 'event') {
    const status = EVENT_STATE[callback.status];
    if (!status) return null;
    const { request_id: requestId, channel } = callback;
    return { requestId, channel, status, price: null, reportedAt: new Date(callback.triggered_at) };
  }
  const status = SUMMARY_STATE[callback.status];
  const used = callback.workflow.filter((step) => step.status !== 'unused');
  const step = used.find((s) => s.status === 'completed') ?? used.at(-1);
  if (!status || !step) return null;
  return {
    requestId: callback.request_id,
    channel: step.channel,
    status,
    price: callback.price ?? null,
    // The summary ends the request: no event after it is newer.
    reportedAt: new Date(callback.finalized_at ?? issuedAt),
  };
}

/**
 * Checks and stores the callback `request` at `now`; returns what became of it. Throws 403
 * `callbacks_disabled` without VONAGE_SIGNATURE_SECRET, 401 `signature_required`,
 * `invalid_signature` or `stale_signature`, 409 `replayed_callback` for a token used before,
 * 400 `invalid_callback` for a body that is no Verify callback, 413 past the body cap.
 */
export async function recordVerifyCallback(
  db: Db,
  request: Request,
  opts: { secret?: string; now?: Date } = {},
): Promise<VerifyCallbackOutcome> {
  const now = opts.now ?? new Date();
  const secret = opts.secret ?? env.VONAGE_SIGNATURE_SECRET;
  const raw = await readCapped(request);
  if (raw === null) throw new AppError('payload_too_large');
  if (!secret) throw new AppError('callbacks_disabled');
  const signature = checkCallbackSignature(request.headers.get('authorization'), raw, secret, now);
  if (!signature.ok) {
    if (signature.reason === 'missing') throw new AppError('signature_required');
    if (signature.reason === 'stale') throw new AppError('stale_signature');
    throw new AppError('invalid_signature');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('invalid_callback');
  }
  const parsed = z.safeParse(Callback, body);
  if (!parsed.success) throw new AppError('invalid_callback');
  // A token is taken once: of two requests with one token (a capture replayed), one is stored.
  await reserve(
    db,
    [
      {
        key: `verify:jti:${signature.jti}`,
        name: 'verify:jti',
        max: 1,
        windowSec: CALLBACK_MAX_AGE_SEC,
        exceeded: () => new AppError('replayed_callback'),
      },
    ],
    now,
  );
  const event = eventOf(parsed.data, signature.issuedAt);
  if (!event) return 'ignored';
  const outcome = await storeVerifyEvent(db, event, now);
  if (outcome === 'unknown_message') {
    logger.info({ requestId: event.requestId }, 'verify callback for an unknown request');
    return 'unknown_request';
  }
  return outcome;
}
