/**
 * Proof of consent (GDPR Art. 7(1)): what was accepted, when, which policy version, from
 * which truncated IP. Privacy consent is recorded with each registration. The one writer of
 * `consent_records`: the records are only ever added, and deleted by the retention purge once
 * no person is linked to them any more. In tracking/, the lowest of the domain folders: the
 * cookie choice gates the Meta events (./meta-events.ts), and registration (leads/) records
 * its privacy consent through it.
 */
import 'server-only';
import { env } from '@/env';
import { CONSENT_VALID_MONTHS, addMonths } from '@/lib/privacy/consent-rules';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { truncateIp } from '../http/client-ip';

/** The documents the registration checkbox accepts (docs/product.md §2.3a). */
export const PRIVACY_SCOPE = ['privacy-policy', 'terms-of-service', 'gdpr-processing'] as const;

export async function recordPrivacyConsent(
  tx: Prisma.TransactionClient,
  leadId: number,
  ip: string,
  userAgent: string | null,
): Promise<void> {
  await tx.consentRecord.create({
    data: {
      leadId,
      kind: 'privacy',
      policyVersion: env.PRIVACY_POLICY_VERSION,
      scope: [...PRIVACY_SCOPE],
      ipTruncated: truncateIp(ip),
      userAgent: userAgent?.slice(0, 400) ?? null,
    },
  });
}

/** A cookie choice from the banner (docs/product.md §2.4): categories, policy version and how it was made. */
export interface CookieConsentInput {
  anonymousId: string;
  categories: Record<'necessary' | 'analytics' | 'marketing' | 'functional', boolean>;
  policyVersion: string;
  action: string;
}

/**
 * Records a cookie choice as ConsentRecord kind 'cookies' (proof of consent): the anonymous
 * browser id, the categories and the action in `scope`, the truncated IP and user agent.
 * Returns the record id.
 */
export async function recordCookieConsent(
  db: Prisma.TransactionClient,
  input: CookieConsentInput,
  ip: string,
  userAgent: string | null,
): Promise<number> {
  const record = await db.consentRecord.create({
    data: {
      anonymousId: input.anonymousId,
      kind: 'cookies',
      policyVersion: input.policyVersion,
      scope: { ...input.categories, necessary: true, action: input.action },
      ipTruncated: truncateIp(ip),
      userAgent: userAgent?.slice(0, 400) ?? null,
    },
    select: { id: true },
  });
  return record.id;
}

/**
 * Whether browser `anonymousId`'s latest cookie choice grants marketing at `now`: the record
 * that also loads the pixel, made under the current cookie policy and not older than its
 * months. False without an id or a record, after a withdrawal, and for an outdated choice.
 */
export async function hasMarketingConsent(
  db: Pick<Prisma.TransactionClient, 'consentRecord'>,
  anonymousId: string | null | undefined,
  now: Date,
): Promise<boolean> {
  if (!anonymousId) return false;
  const latest = await db.consentRecord.findFirst({
    where: { anonymousId, kind: 'cookies', createdAt: { lte: now } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { scope: true, policyVersion: true, createdAt: true },
  });
  if (!latest || latest.policyVersion !== env.COOKIE_POLICY_VERSION) return false;
  if (now >= addMonths(latest.createdAt, CONSENT_VALID_MONTHS)) return false;
  const scope = latest.scope as { marketing?: unknown } | null;
  return scope?.marketing === true;
}

/**
 * Deletes the consent records no longer linked to a lead (the lead was erased) and created
 * before `before` (retention: kept as proof until then). Returns how many.
 */
export async function purgeUnlinkedConsents(db: Db, before: Date): Promise<number> {
  const { count } = await db.consentRecord.deleteMany({
    where: { leadId: null, createdAt: { lt: before } },
  });
  return count;
}
