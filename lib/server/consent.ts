/**
 * Proof of consent (GDPR Art. 7(1)): what was accepted, when, which policy version, from
 * which truncated IP. Privacy consent is recorded with each registration.
 */
import 'server-only';
import { env } from '@/env';
import type { Prisma } from './generated/prisma/client';
import { truncateIp } from './client-ip';

/** The documents the registration checkbox accepts (SPEC.md §2.3a). */
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
