/**
 * Leads (docs/product.md §3, §7): registration and the lead view. The lead row is written through
 * ./lead-store.ts, the leads table's one writer.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { env } from '@/env';
import type { RegistrationRequest } from '@/lib/validation/registration';
import type { StudentLead } from '@/lib/contracts/leads';
import type { Db } from '../db/client';
import type { Lead, Prisma } from '../generated/prisma/client';
import { AppError, isAppError } from '../http/errors';
import { uniqueViolation } from '../db/unique-violation';
import { canonicalExperience } from './experience';
import { smsPhone } from './form-shield';
import { recordPrivacyConsent } from '../tracking/consent';
import { hit } from '../http/rate-limit';
import { limitSubject } from '../http/client-ip';
import { leadFirstTouch } from '../tracking/visitors';
import { leadExperiment } from './experiment';
import { exposureOf } from '@/lib/experiments/exposure';
import { enqueueLeadEvent } from './lead-events';
import { onLeadRegistered } from './automations';
import { sendCode, type SendOutcome } from './verification';
import { insertLead } from './lead-store';
import { metrics } from '../metrics/registry';
import { enqueueMetaEvent, type MetaRequestContext } from '../tracking/meta-events';

export interface Registration {
  /**
   * The lead this request may hold a session for: the one it created, or the existing one
   * when the request's password is that lead's (a double submit). Null for anyone else.
   */
  lead: Pick<Lead, 'id' | 'publicId'> | null;
  /** The lead id to answer: the lead's, or for `lead: null` a fresh one that names nothing. */
  publicId: string;
  /** Normalised phone the code goes to (as submitted). */
  phone: string;
  /** True when this registration created the lead (false: an existing lead matched). */
  created: boolean;
  sms: SendOutcome;
}

/** Who registers: the address, the user agent and, for the Conversions API, the request. */
export interface RegistrationContext {
  ip: string;
  userAgent: string | null;
  /** The request's Meta context; a consenting browser's registration is reported as Lead. */
  meta?: MetaRequestContext;
  now?: Date;
}

/**
 * Registers a lead, records the privacy consent and sends the SMS code.
 * A repeated email or phone creates nothing and changes nothing: the existing lead gets a
 * new code if the limits allow, and the caller answers exactly as for a new lead, with a
 * session for that lead only when the request's password is the lead's. The same
 * holds for concurrent duplicates (a double submit): the one that loses the race on the
 * unique index gets a `conflict` from createLead and is answered as a repeat, and at most
 * one of them sends a code (sendRegistrationCode). A new lead keeps the experiment variant its
 * form's page showed, else its visitor session's (leadExperiment; an unknown one is dropped).
 * Throws `validation_failed` (422) for a phone that is invalid, outside SMS_ALLOWED_COUNTRIES
 * or of a line type no SMS goes to (smsPhone), `rate_limited` (429) past the per-IP cap.
 */
export async function registerLead(
  db: Db,
  input: RegistrationRequest,
  ctx: RegistrationContext,
): Promise<Registration> {
  const now = ctx.now ?? new Date();
  const phone = await smsPhone(db, input.phone);
  await hit(
    db,
    {
      key: `register:ip:${limitSubject(ctx.ip)}`,
      max: env.REGISTRATIONS_PER_ADDRESS_HOUR,
      windowSec: 3600,
    },
    now,
  );

  const email = input.email.toLowerCase();
  const existing = await findLeadByEmailOrPhone(db, email, phone.e164);
  // One argon2id run on either path (a verify costs what a hash does): a known email or
  // phone takes as long as a new one.
  if (existing) return registerAgain(db, existing, input.password, phone.e164, ctx.ip, now);
  const passwordHash = input.password ? await hash(input.password) : null;

  const { experimentId, experimentVariant, ...firstTouch } = await leadFirstTouch(
    db,
    input.visitorSessionId,
  );
  // The form's page's variant first; else the one the visitor session saw first.
  const session = exposureOf({
    experimentId: experimentId ?? null,
    experimentVariant: experimentVariant ?? null,
  });
  const experiment = await leadExperiment(db, [input.experiment, session]);
  let lead: Pick<Lead, 'id' | 'publicId' | 'phone' | 'locale'>;
  try {
    lead = await createLead(
      db,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: phone.e164,
        passwordHash,
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
        // Re-read before a call outcome's Conversions API event, as for the Lead event below.
        cookieConsentId: ctx.meta?.consentId ?? null,
        ...firstTouch,
        ...experiment,
        createdAt: now,
      },
      { ...ctx, now },
    );
  } catch (error) {
    if (!isAppError(error, 'conflict')) throw error;
    // A concurrent registration of the same email or phone (a double submit) committed
    // between our look-up and our insert: answer exactly as for an existing lead.
    const winner = await findLeadByEmailOrPhone(db, email, phone.e164);
    if (!winner) throw error;
    return registerAgain(db, winner, input.password, phone.e164, ctx.ip, now);
  }
  metrics.leadsRegistered.inc();
  const sms = await sendRegistrationCode(db, lead, ctx.ip, now);
  return { lead, publicId: lead.publicId, phone: phone.e164, created: true, sms };
}

/** The lead with this (lower-cased) email or this E.164 phone, or null. */
function findLeadByEmailOrPhone(db: Db, email: string, e164: string) {
  return db.lead.findFirst({ where: { OR: [{ email }, { phone: e164 }] } });
}

/**
 * A registration that matched the existing `lead`: nothing is created or changed; a new code
 * goes out if the limits of sendCode allow it (skipped silently otherwise), and the answer
 * is the one a new lead gets. The request holds the lead only when `password` is the lead's
 * (a double submit of one form); anyone else gets a lead id that names nothing, so a known
 * email or phone neither shows nor opens the lead.
 */
async function registerAgain(
  db: Db,
  lead: Lead,
  password: string | undefined,
  e164: string,
  ip: string,
  now: Date,
): Promise<Registration> {
  const isOwner = await passwordMatches(lead.passwordHash, password);
  const sms = await sendRegistrationCode(db, lead, ip, now);
  return {
    lead: isOwner ? lead : null,
    publicId: isOwner ? lead.publicId : randomUUID(),
    phone: e164,
    created: false,
    sms,
  };
}

let dummyHash: Promise<string> | undefined;

/** Whether `password` is the one `stored` hashes; one argon2id verify either way. */
async function passwordMatches(stored: string | null, password: string | undefined) {
  dummyHash ??= hash(`registration-dummy-${randomUUID()}`);
  const ok = await verify(stored ?? (await dummyHash), password ?? '').catch(() => false);
  return ok && stored !== null && password !== undefined;
}

/**
 * Sends the registration's code through sendCode (not strict: a limit skips it silently).
 * Concurrent registrations of one lead (a double submit) send one SMS: sendCode reserves the
 * number's cooldown before calling the provider. Returns 'failed' when the provider failed,
 * else 'sent' (a skipped send answers like a sent one, docs/product.md §3).
 */
async function sendRegistrationCode(
  db: Db,
  lead: Pick<Lead, 'id' | 'phone' | 'locale'>,
  ip: string,
  now: Date,
): Promise<'sent' | 'failed'> {
  const sms = await sendCode(db, lead, { ip, strict: false, now });
  return sms === 'failed' ? 'failed' : 'sent';
}

/**
 * Inserts the lead and its privacy consent in one transaction.
 * Throws `conflict` when the email or phone is already taken (the unique indexes of
 * `leads`), whichever engine reports it; see uniqueViolation.
 */
async function createLead(db: Db, data: Prisma.LeadCreateInput, ctx: RegistrationContext) {
  try {
    return await db.$transaction(async (tx) => {
      const created = await insertLead(tx, data);
      await recordPrivacyConsent(tx, created.id, ctx.ip, ctx.userAgent);
      // Same transaction: an acknowledged registration never loses its CRM event.
      await enqueueLeadEvent(tx, 'lead.created', created.id, ctx.now);
      await onLeadRegistered(tx, created.id, ctx.now ?? new Date());
      if (ctx.meta) {
        const context = ctx.meta;
        await enqueueMetaEvent(
          tx,
          { event: 'Lead', key: created.publicId, leadId: created.id, context },
          ctx.now,
        );
      }
      return created;
    });
  } catch (error) {
    const fields = uniqueViolation(error);
    if (fields) throw new AppError('conflict', { columns: fields });
    throw error;
  }
}

/**
 * The lead view of docs/product.md §7 (wire format: isFreeAccess as 'true'/'false') of the lead with
 * public id `publicId` if `viewerLeadId` is that lead; else `not_found`.
 */
export async function getLeadView(
  db: Db,
  publicId: string,
  viewerLeadId: number | null,
): Promise<StudentLead> {
  if (viewerLeadId === null || !/^[0-9a-f-]{36}$/i.test(publicId)) throw new AppError('not_found');
  const lead = await db.lead.findUnique({ where: { publicId } });
  if (!lead || lead.id !== viewerLeadId) throw new AppError('not_found');
  return {
    id: lead.publicId,
    firstName: lead.firstName,
    lastName: lead.lastName,
    isVerified: lead.isVerified,
    isFreeAccess: lead.isFreeAccess ? 'true' : 'false',
    freeAccessExpiresAt: lead.freeAccessExpiresAt?.toISOString() ?? null,
    registrationNumber: lead.registrationNumber,
    locale: lead.locale === 'de' ? 'de' : 'it',
  };
}
