/**
 * Delivery receipts of the verification SMS (POST /api/sms/status): Vonage's SMS API calls the
 * receipt URL of its dashboard for every message, signed with the account's signature secret
 * (VONAGE_SIGNATURE_SECRET, VONAGE_SIGNATURE_METHOD). A receipt is read (form or JSON, as the
 * dashboard's method chooses), its signature and timestamp checked, and a final status stored
 * on the code through ./verification-codes.ts. Unsigned, wrongly signed or stale receipts are
 * refused with a 4xx; an unknown message id is answered 200, because Vonage would only retry it,
 * and so is a receipt older than the one stored (a capture replayed out of order changes nothing).
 */
import 'server-only';
import * as z from 'zod/mini';
import { env } from '@/env';
import type { SmsReceiptOutcome } from '@/lib/contracts/sms';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { readCapped, storable } from '../http/body';
import { logger } from '../logger';
import { metrics } from '../metrics/registry';
import {
  hasValidVonageSignature,
  type VonageSignatureMethod,
} from '../channels/sms/vonage-signature';
import { storeDeliveryReceipt, type DeliveryReceipt } from './verification-codes';

/**
 * How old a signed receipt may be. Vonage retries an unanswered receipt for up to a day; a
 * replay within that changes nothing, as receipts are idempotent and never undo a delivery.
 */
const MAX_AGE_SEC = 24 * 3600;
/** Clock skew allowed for a timestamp ahead of ours. */
const MAX_AHEAD_SEC = 5 * 60;

/** Vonage's final statuses and what is stored; the others (accepted, buffered, unknown) wait. */
const FINAL_STATUS: Record<string, DeliveryReceipt['status']> = {
  delivered: 'delivered',
  expired: 'expired',
  failed: 'failed',
  rejected: 'failed',
};

const badReceipt = () => new AppError('invalid_receipt');

/**
 * A parameter name as Vonage writes them (messageId, err-code, message-timestamp, …). The
 * signature joins `&name=value` without escaping names, so a name holding '&' or '=' would let
 * one signed text be read as other parameters: `{"a": "1", "b": "2"}` and `{"a=1&b": "2"}`
 * sign alike.
 */
const PARAM_NAME = /^[\w-]{1,64}$/;

/**
 * The receipt's parameters from the request body: a form (Vonage's "POST") or a JSON object
 * (its "POST-JSON"), every value a string. Throws 413 past the body cap, 400 for anything else.
 */
export async function readReceiptParams(request: Request): Promise<Record<string, string>> {
  const raw = await readCapped(request);
  if (raw === null) throw new AppError('payload_too_large');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  let entries: [string, unknown][];
  if (type === 'application/x-www-form-urlencoded') {
    entries = [...new URLSearchParams(raw)];
  } else {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError('invalid_json');
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw badReceipt();
    entries = Object.entries(json);
  }
  const params: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!PARAM_NAME.test(name)) throw badReceipt();
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw badReceipt();
    const text = String(value);
    if (!storable(name) || !storable(text)) throw badReceipt();
    params[name] = text;
  }
  return params;
}

/** Signature settings; env's by default, a test's own otherwise. */
export interface ReceiptSigning {
  secret: string | undefined;
  method: VonageSignatureMethod;
}

/**
 * Throws unless `params` carry a valid `sig` and a `timestamp` (Unix seconds) within
 * MAX_AGE_SEC before `now`: 403 when no secret is configured (receipts are off), 401 otherwise.
 */
export function checkReceiptSignature(
  params: Readonly<Record<string, string>>,
  signing: ReceiptSigning,
  now: Date,
): void {
  if (!signing.secret) throw new AppError('receipts_disabled');
  if (!params.sig) throw new AppError('signature_required');
  if (!hasValidVonageSignature(params, signing.secret, signing.method))
    throw new AppError('invalid_signature');
  const timestamp = /^\d{1,12}$/.test(params.timestamp ?? '') ? Number(params.timestamp) : NaN;
  const age = now.getTime() / 1000 - timestamp;
  if (!(age <= MAX_AGE_SEC && age >= -MAX_AHEAD_SEC)) throw new AppError('stale_signature');
}

/** Date.UTC of the parts, or null unless they name a real instant (no 2026-02-31). */
function utc(y: number, mo: number, d: number, h: number, mi: number, s: number): Date | null {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const same =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi;
  return same && s < 60 ? date : null;
}

/**
 * The time a (signed) receipt gives itself, which orders the receipts of one message: Vonage's
 * `message-timestamp` (UTC, 'YYYY-MM-DD HH:MM:SS', when it started to send this receipt), else `scts` (UTC, YYMMDDHHMM, when the carrier reported), else the
 * signature's `timestamp` (Unix seconds, already checked).
 */
export function receiptTime(params: Readonly<Record<string, string>>): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(
    params['message-timestamp'] ?? '',
  );
  const fromMessage = m && utc(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  if (fromMessage) return fromMessage;
  const c = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(params.scts ?? '');
  const fromCarrier = c && utc(2000 + +c[1]!, +c[2]!, +c[3]!, +c[4]!, +c[5]!, 0);
  if (fromCarrier) return fromCarrier;
  return new Date(Number(params.timestamp) * 1000);
}

const receiptFields = z.object({
  messageId: z.string().check(z.minLength(1), z.maxLength(100)),
  status: z.string().check(z.maxLength(40)),
  'err-code': z.optional(z.string().check(z.maxLength(20))),
});

/**
 * Checks the signed receipt `params` and stores what it says at `now`; returns what became of
 * it. A stored final state is counted in `sms_delivery_receipts_total` (a retry is not). Throws as checkReceiptSignature, and 400 for a receipt without messageId or status.
 */
export async function recordSmsReceipt(
  db: Db,
  params: Readonly<Record<string, string>>,
  opts: { signing?: ReceiptSigning; now?: Date } = {},
): Promise<SmsReceiptOutcome> {
  const now = opts.now ?? new Date();
  const signing = opts.signing ?? {
    secret: env.VONAGE_SIGNATURE_SECRET,
    method: env.VONAGE_SIGNATURE_METHOD,
  };
  checkReceiptSignature(params, signing, now);
  const parsed = z.safeParse(receiptFields, params);
  if (!parsed.success) throw badReceipt();
  const { messageId, status } = parsed.data;
  const final = FINAL_STATUS[status];
  if (!final) return 'ignored';
  const errorCode = final === 'delivered' ? null : (parsed.data['err-code'] ?? null);
  const outcome = await storeDeliveryReceipt(
    db,
    { messageId, status: final, errorCode, reportedAt: receiptTime(params) },
    now,
  );
  if (outcome === 'stored') metrics.smsReceipts.inc({ state: final });
  if (outcome === 'unknown_message')
    logger.info({ messageId }, 'sms receipt for an unknown message');
  else if (final !== 'delivered' && outcome === 'stored')
    logger.warn({ messageId, status: final, errorCode }, 'sms not delivered');
  return outcome;
}
