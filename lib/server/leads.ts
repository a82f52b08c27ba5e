/**
 * Leads (SPEC.md §3, §7): registration and the lead view. Owns the Prisma calls on leads.
 */
import 'server-only';
import { hash } from '@node-rs/argon2';
import { env } from '@/env';
import type { RegistrationRequest } from '@/lib/validation/registration';
import type { Db } from './db';
import type { Lead } from './generated/prisma/client';
import { FieldError, NotFoundError } from './errors';
import { canonicalExperience } from './experience';
import { isSmsAllowed, normalizePhone } from './phone';
import { recordPrivacyConsent } from './consent';
import { hit } from './rate-limit';
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
 * new code if the limits allow, and the caller answers exactly as for a new lead.
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
  const existing = await db.lead.findFirst({ where: { OR: [{ email }, { phone: phone.e164 }] } });
  if (existing) {
    const sms = await sendCode(db, existing, { ip: ctx.ip, strict: false, now });
    return {
      lead: existing,
      phone: phone.e164,
      created: false,
      sms: sms === 'failed' ? 'failed' : 'sent',
    };
  }

  const lead = await db.$transaction(async (tx) => {
    const created = await tx.lead.create({
      data: {
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
        createdAt: now,
      },
      select: { id: true, publicId: true, phone: true, locale: true },
    });
    await recordPrivacyConsent(tx, created.id, ctx.ip, ctx.userAgent);
    return created;
  });
  const sms = await sendCode(db, lead, { ip: ctx.ip, strict: false, now });
  return { lead, phone: phone.e164, created: true, sms: sms === 'failed' ? 'failed' : 'sent' };
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
