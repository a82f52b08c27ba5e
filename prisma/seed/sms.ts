/**
 * Demo verification SMS: one code per lead, sent seconds after its registration, with what a
 * delivery receipt says of it (as Vonage's receipts would: README "SMS delivery receipts").
 * A verified lead had its code delivered and used; for the others the message was delivered
 * (the code not typed), failed, expired, refused by the provider or is still without a receipt,
 * so the funnel's "why not verified" split and the daily summary's SMS figures have something
 * to show. The stored hash matches no code.
 */
import type { Prisma } from '@/lib/server/generated/prisma/client';
import type { Random } from './prng';

type Fate = 'delivered' | 'failed' | 'expired' | 'refused' | 'none';

/** What became of an unverified lead's SMS, by weight. */
const UNVERIFIED_FATES: { value: Fate; weight: number }[] = [
  { value: 'delivered', weight: 55 },
  { value: 'failed', weight: 15 },
  { value: 'expired', weight: 5 },
  { value: 'refused', weight: 10 },
  { value: 'none', weight: 15 },
];

/** Vonage's error code of a failed or expired delivery (e.g. 1 unknown, 5 absent subscriber). */
const ERROR_CODES: Partial<Record<Fate, readonly string[]>> = {
  failed: ['1', '5', '6'],
  expired: ['0'],
};

const SECOND = 1000;
const CODE_TTL_MS = 10 * 60 * SECOND;

/** The codes of `leads` (stored ids), at most up to `now`. */
export function buildSmsCodes(
  random: Random,
  leads: { id: number; row: { phone: string; createdAt: Date; verifiedAt: Date | null } }[],
  now: Date,
): Prisma.VerificationCodeCreateManyInput[] {
  return leads.map(({ id, row }) => {
    const createdAt = new Date(row.createdAt.getTime() + random.int(1, 5) * SECOND);
    const fate: Fate = row.verifiedAt ? 'delivered' : random.weighted(UNVERIFIED_FATES);
    const receiptAt = new Date(
      Math.min(
        createdAt.getTime() + (fate === 'expired' ? 48 * 3600 : random.int(2, 40)) * SECOND,
        now.getTime(),
      ),
    );
    const settled = fate !== 'refused' && fate !== 'none';
    const errors = ERROR_CODES[fate];
    return {
      leadId: id,
      phone: row.phone,
      codeHash: 'demo',
      delivered: fate !== 'refused',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + CODE_TTL_MS),
      consumedAt: row.verifiedAt,
      providerMessageId: fate === 'refused' ? null : `demo-${id}`,
      deliveryStatus: settled ? fate : null,
      deliveryError: errors ? random.pick(errors) : settled ? '0' : null,
      deliveryUpdatedAt: settled ? receiptAt : null,
      deliveryReportedAt: settled ? receiptAt : null,
    };
  });
}
