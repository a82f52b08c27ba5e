/**
 * Leads (SPEC.md §3, §7): registration and the lead view. Owns the Prisma calls on leads.
 */
import 'server-only';
import { hash } from '@node-rs/argon2';
import { env } from '@/env';
import type { RegistrationRequest } from '@/lib/validation/registration';
import { sqlOf, type Db } from './db';
import type { Lead, Prisma } from './generated/prisma/client';
import { ConflictError, FieldError, NotFoundError, RateLimitedError } from './errors';
import { canonicalExperience } from './experience';
import { isSmsAllowed, normalizePhone } from './phone';
import { recordPrivacyConsent } from './consent';
import { hit } from './rate-limit';
import { leadFirstTouch } from './visitors';
import { enqueueLeadEvent } from './outbox/lead-events';
import { onLeadRegistered } from './automations';
import { sendCode, type SendOutcome } from './verification';

/** Registrations allowed per IP per hour. */
const REGISTRATIONS_PER_IP_HOUR = 20;

export interface Registration {
  lead: Pick<Lead, 'id' | 'publicId'>;
  /** Normalised phone the code goes to (as submitted). */
  phone: string;
  /** True when this registration created the lead (false: an existing lead matched). */
  created: boolean;
  sms: SendOutcome;
}

/**
 * Registers a lead, records the privacy consent and sends the SMS code.
 * A repeated email or phone creates nothing and changes nothing: the existing lead gets a
 * new code if the limits allow, and the caller answers exactly as for a new lead. The same
 * holds for concurrent duplicates (a double submit): the one that loses the race on the
 * unique index gets a ConflictError from createLead and is answered as a repeat, and at most
 * one of them sends a code (sendRegistrationCode).
 * Throws FieldError (422) for a phone that is invalid or outside SMS_ALLOWED_COUNTRIES,
 * RateLimitedError (429) past the per-IP cap.
 */
export async function registerLead(
  db: Db,
  input: RegistrationRequest,
  ctx: { ip: string; userAgent: string | null; now?: Date },
): Promise<Registration> {
  const now = ctx.now ?? new Date();
  const phone = normalizePhone(input.phone);
  if (!phone) throw new FieldError({ phone: 'validation.phone' });
  if (!isSmsAllowed(phone, env.SMS_ALLOWED_COUNTRIES))
    throw new FieldError({ phone: 'validation.phoneCountry' });
  await hit(
    db,
    { key: `register:ip:${ctx.ip}`, max: REGISTRATIONS_PER_IP_HOUR, windowSec: 3600 },
    now,
  );

  const email = input.email.toLowerCase();
  // Hashed on both paths so that a duplicate takes as long as a new registration.
  const passwordHash = input.password ? await hash(input.password) : await hash('no-password-set');
  const existing = await findLeadByEmailOrPhone(db, email, phone.e164);
  if (existing) return registerAgain(db, existing, phone.e164, ctx.ip, now);

  const firstTouch = await leadFirstTouch(db, input.visitorSessionId);
  let lead: Pick<Lead, 'id' | 'publicId' | 'phone' | 'locale'>;
  try {
    lead = await createLead(
      db,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: phone.e164,
        passwordHash: input.password ? passwordHash : null,
        experience: canonicalExperience(input.experience),
        locale: input.locale ?? 'it',
        privacyAccepted: true,
        campaignId: input.campaignId ?? input.campaign ?? null,
        adSource: input.adSource ?? null,
        utmSource: input.utmSource ?? null,
        utmMedium: input.utmMedium ?? null,
        utmCampaign: input.utmCampaign ?? null,
        utmContent: input.utmContent ?? null,
        utmTerm: input.utmTerm ?? null,
        fbclid: input.fbclid ?? null,
        ...firstTouch,
        createdAt: now,
      },
      { ...ctx, now },
    );
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    // A concurrent registration of the same email or phone (a double submit) committed
    // between our look-up and our insert: answer exactly as for an existing lead.
    const winner = await findLeadByEmailOrPhone(db, email, phone.e164);
    if (!winner) throw error;
    return registerAgain(db, winner, phone.e164, ctx.ip, now);
  }
  const sms = await sendRegistrationCode(db, lead, ctx.ip, now);
  return { lead, phone: phone.e164, created: true, sms };
}

/** The lead with this (lower-cased) email or this E.164 phone, or null. */
function findLeadByEmailOrPhone(db: Db, email: string, e164: string) {
  return db.lead.findFirst({ where: { OR: [{ email }, { phone: e164 }] } });
}

/**
 * A registration that matched the existing `lead`: nothing is created or changed; a new code
 * goes out if the limits of sendCode allow it (skipped silently otherwise), and the answer
 * is the one a new lead gets.
 */
async function registerAgain(
  db: Db,
  lead: Lead,
  e164: string,
  ip: string,
  now: Date,
): Promise<Registration> {
  const sms = await sendRegistrationCode(db, lead, ip, now);
  return { lead, phone: e164, created: false, sms };
}

/** How long a send claim outlives a process that died while holding it. */
const SEND_CLAIM_SEC = 60;

/**
 * Sends the registration's code through sendCode (not strict: a limit skips it silently),
 * at most one at a time per lead. sendCode's cooldown only sees codes already delivered, so
 * concurrent registrations of one lead (a double submit) would each send one; a claim taken
 * atomically in rate_limit_buckets makes the others skip while one send is in flight, and
 * the ones after it meet the cooldown. Returns 'failed' when the provider failed, else 'sent'
 * (a skipped send answers like a sent one, SPEC.md §3).
 */
async function sendRegistrationCode(
  db: Db,
  lead: Pick<Lead, 'id' | 'phone' | 'locale'>,
  ip: string,
  now: Date,
): Promise<'sent' | 'failed'> {
  const key = `register:sending:${lead.id}`;
  try {
    await hit(db, { key, max: 1, windowSec: SEND_CLAIM_SEC }, now);
  } catch (error) {
    if (error instanceof RateLimitedError) return 'sent';
    throw error;
  }
  try {
    const sms = await sendCode(db, lead, { ip, strict: false, now });
    return sms === 'failed' ? 'failed' : 'sent';
  } finally {
    await sqlOf(db)('DELETE FROM rate_limit_buckets WHERE key = $1', [key]);
  }
}

/**
 * Inserts the lead and its privacy consent in one transaction.
 * Throws ConflictError when the email or phone is already taken (the unique indexes of
 * `leads`), whichever engine reports it; see uniqueViolation.
 */
async function createLead(
  db: Db,
  data: Prisma.LeadCreateInput,
  ctx: { ip: string; userAgent: string | null; now?: Date },
) {
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.lead.create({
        data,
        select: { id: true, publicId: true, phone: true, locale: true },
      });
      await recordPrivacyConsent(tx, created.id, ctx.ip, ctx.userAgent);
      // Same transaction: an acknowledged registration never loses its CRM event.
      await enqueueLeadEvent(tx, 'lead.created', created.id, ctx.now);
      await onLeadRegistered(tx, created.id, ctx.now ?? new Date());
      return created;
    });
  } catch (error) {
    const fields = uniqueViolation(error);
    if (fields) throw new ConflictError(fields);
    throw error;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `value` as a list of strings, or []. */
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The columns of a unique-index violation carried by `error` ([] when the driver does not
 * name them), or null when `error` is something else. The two drivers surface it differently
 * (checked with Prisma 6.19):
 * - `@prisma/adapter-pg`: PrismaClientKnownRequestError with code P2002 and
 *   `meta.driverAdapterError.cause` = { kind: 'UniqueConstraintViolation', originalCode: '23505',
 *   constraint: { fields } };
 * - `pglite-prisma-adapter` 0.6: a bare DriverAdapterError whose `cause` is PostgreSQL's
 *   error, { kind: 'postgres', code: '23505', detail: 'Key (email)=(…) already exists.' }.
 */
export function uniqueViolation(error: unknown): string[] | null {
  if (!isRecord(error)) return null;
  if (error.code === 'P2002') {
    const meta = isRecord(error.meta) ? error.meta : {};
    const adapter = isRecord(meta.driverAdapterError) ? meta.driverAdapterError : {};
    const cause = isRecord(adapter.cause) ? adapter.cause : {};
    const constraint = isRecord(cause.constraint) ? cause.constraint : {};
    return stringList(meta.target).length ? stringList(meta.target) : stringList(constraint.fields);
  }
  const cause = isRecord(error.cause) ? error.cause : null;
  if (error.name !== 'DriverAdapterError' || !cause) return null;
  if (cause.kind === 'UniqueConstraintViolation') {
    return stringList(isRecord(cause.constraint) ? cause.constraint.fields : undefined);
  }
  if (cause.kind === 'postgres' && cause.code === '23505') {
    const detail = typeof cause.detail === 'string' ? cause.detail : '';
    return (
      detail
        .match(/Key \(([^)]+)\)/)?.[1]
        ?.split(',')
        .map((f) => f.trim()) ?? []
    );
  }
  return null;
}

/** The lead view of SPEC.md §7 (wire format: isFreeAccess as 'true'/'false'). */
export interface LeadView {
  id: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  isFreeAccess: 'true' | 'false';
  freeAccessExpiresAt: string | null;
  registrationNumber: string | null;
}

/** The lead with public id `publicId` if `viewerLeadId` is that lead; else NotFoundError. */
export async function getLeadView(
  db: Db,
  publicId: string,
  viewerLeadId: number | null,
): Promise<LeadView> {
  if (viewerLeadId === null || !/^[0-9a-f-]{36}$/i.test(publicId)) throw new NotFoundError();
  const lead = await db.lead.findUnique({ where: { publicId } });
  if (!lead || lead.id !== viewerLeadId) throw new NotFoundError();
  return {
    id: lead.publicId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    isVerified: lead.isVerified,
    isFreeAccess: lead.isFreeAccess ? 'true' : 'false',
    freeAccessExpiresAt: lead.freeAccessExpiresAt?.toISOString() ?? null,
    registrationNumber: lead.registrationNumber,
  };
}

/** The lead with E.164 phone `e164`, or null. */
export function findLeadByPhone(db: Db, e164: string) {
  return db.lead.findUnique({ where: { phone: e164 } });
}
