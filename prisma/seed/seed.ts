/**
 * `seedDemo(db, now)`: fills an EMPTY database with a plausible month for the back-office:
 * visitor sessions, leads derived from them with consent records, their verification SMS with
 * delivery receipts and free-access grants (pool counter updated), notes, consultation
 * requests, ad spend for this Rome month and two pre-lander offer ends. Deterministic for a given `now` and options.
 * Throws DatabaseNotEmptyError when any lead or visitor exists (nothing is written then).
 */
import { env } from '@/env';
import { romeMonth } from '@/lib/rome-calendar';
import { PRIVACY_SCOPE } from '@/lib/server/tracking/consent';
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/generated/prisma/client';
import {
  CONSULTATION_EXPERIENCE,
  PREFERRED_DATES,
  PREFERRED_TIMES,
} from '@/lib/validation/consultation';
import { CONSULTATION_GOALS, NOTE_BODIES } from './catalog';
import { buildLeads } from './leads';
import { seededRandom } from './prng';
import { buildSessions } from './sessions';
import { buildSmsCodes } from './sms';

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super(
      'The database already holds leads or visitors: demo data is only added to an empty database. ' +
        'Use a fresh PGLITE_DATA_DIR or an empty DATABASE_URL.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

export interface SeedOptions {
  /** Visitor sessions over the 30 days (default 3000). */
  sessions?: number;
  /** Sessions live at `now` (default 15). */
  online?: number;
  /** PRNG seed (default fixed, so runs are reproducible). */
  seed?: number;
}

export interface DemoSummary {
  visitors: number;
  online: number;
  leads: number;
  verified: number;
  freeAccess: number;
  consents: number;
  smsCodes: number;
  notes: number;
  consultations: number;
  adSpendRows: number;
  offers: number;
}

const HOUR = 3_600_000;
const BATCH = 500;

async function createInBatches<T>(rows: T[], create: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await create(rows.slice(i, i + BATCH));
}

/** See the module comment. `now` is the instant the demo month ends at. */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<DemoSummary> {
  const { sessions: count = 3000, online = 15, seed = 20261122 } = options;
  const random = seededRandom(seed);
  const pool = await db.freeAccessPool.findUnique({ where: { id: 1 } });
  const capacity = Math.max(0, (pool?.capacity ?? 500) - (pool?.granted ?? 0));
  const sessions = buildSessions(random, now, count, online);
  const { leads, granted } = buildLeads(random, now, sessions, capacity);

  return db.$transaction(
    async (tx) => {
      const [leadCount, visitorCount] = await Promise.all([tx.lead.count(), tx.visitor.count()]);
      if (leadCount > 0 || visitorCount > 0) throw new DatabaseNotEmptyError();

      await createInBatches(sessions, (b) => tx.visitor.createMany({ data: b.map((s) => s.row) }));
      await createInBatches(leads, (b) => tx.lead.createMany({ data: b.map((l) => l.row) }));
      const ids = await tx.lead.findMany({ select: { id: true, email: true } });
      const idOf = new Map(ids.map((l) => [l.email, l.id]));
      const stored = leads.map((l) => ({ ...l, id: idOf.get(l.row.email)! }));

      await createInBatches(stored, (b) =>
        tx.consentRecord.createMany({
          data: b.map(({ id, row, session }) => ({
            leadId: id,
            kind: 'privacy',
            policyVersion: env.PRIVACY_POLICY_VERSION,
            scope: [...PRIVACY_SCOPE],
            ipTruncated: session.row.ipAddress,
            userAgent: session.row.userAgent,
            createdAt: row.createdAt,
          })),
        }),
      );
      await tx.$executeRaw`UPDATE free_access_pool SET granted = granted + ${granted} WHERE id = 1`;

      // Notes by the first admin (if any) on ~60 leads, verified ones first, hours after registration.
      const admin = await tx.user.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
      const noted = stored
        .filter((l) => random.chance(l.row.isVerified ? 0.22 : 0.08))
        .slice(0, 60);
      const notes: Prisma.LeadNoteCreateManyInput[] = noted.map(({ id, row }) => {
        const at = row.createdAt.getTime() + random.int(1, 48) * HOUR;
        return {
          leadId: id,
          authorId: admin?.id ?? null,
          body: random.pick(NOTE_BODIES),
          createdAt: new Date(Math.min(at, now.getTime() - 60_000)),
        };
      });
      await tx.leadNote.createMany({ data: notes });

      // ~25 consultation requests from verified leads, soon after verifying.
      const consulted = stored.filter((l) => l.row.verifiedAt && random.chance(0.11)).slice(0, 25);
      await tx.consultationRequest.createMany({
        data: consulted.map(({ id, row }) => {
          const level = CONSULTATION_EXPERIENCE.find((e) => e === row.experience) ?? 'avanzato';
          return {
            leadId: id,
            preferredDate: random.pick(PREFERRED_DATES),
            preferredTime: random.pick(PREFERRED_TIMES),
            experience: level,
            goals: random.pick(CONSULTATION_GOALS),
            questions: random.chance(0.4)
              ? 'Quanto tempo serve ogni settimana per seguire il corso?'
              : null,
            createdAt: new Date(
              Math.min(row.verifiedAt!.getTime() + random.int(2, 30) * 60_000, now.getTime()),
            ),
          };
        }),
      });

      // Spend entered by the operator for a few campaigns of this Rome month.
      const month = new Date(`${romeMonth(now)}-01T00:00:00Z`);
      const spend = [
        { campaignId: 'FB_AD_01', month, amountCents: 48_000 },
        { campaignId: 'FB_AD_02', month, amountCents: 36_500 },
        { campaignId: 'FB_AD_03', month, amountCents: 29_000 },
        { campaignId: 'FB_PL_TRADING_NEW_01', month, amountCents: 18_000 },
        { campaignId: 'FB_AD_41', month, amountCents: 22_000 },
      ];
      await tx.adSpend.createMany({ data: spend, skipDuplicates: true });

      // Two pre-lander countdowns ending in a few days.
      const offers = [
        { variantId: 'PL_PROFITS', offerEndsAt: new Date(now.getTime() + 3 * 24 * HOUR) },
        {
          variantId: 'PL_TRADING_LEGACY',
          offerEndsAt: new Date(now.getTime() + 5 * 24 * HOUR + 6 * HOUR),
        },
      ];
      for (const offer of offers) {
        await tx.landingOffer.upsert({
          where: { variantId: offer.variantId },
          create: offer,
          update: offer,
        });
      }

      // One verification SMS per lead, from a PRNG stream of its own: the rows above stay the
      // same as before the SMS were part of the demo.
      const codes = buildSmsCodes(seededRandom(seed + 1), stored, now);
      await createInBatches(codes, (b) => tx.verificationCode.createMany({ data: b }));

      return {
        visitors: sessions.length,
        online: sessions.filter((s) => s.online).length,
        leads: stored.length,
        verified: stored.filter((l) => l.row.isVerified).length,
        freeAccess: granted,
        consents: stored.length,
        smsCodes: codes.length,
        notes: notes.length,
        consultations: consulted.length,
        adSpendRows: spend.length,
        offers: offers.length,
      };
    },
    { timeout: 120_000, maxWait: 20_000 },
  );
}
