import { normalizePhone } from '@/lib/server/channels/sms/phone';
import { onlineVisitorsWhere } from '@/lib/server/requests/live-stats';
import { addMonths } from '@/lib/server/leads/free-access';
import { buildLeads } from '@/prisma/seed/leads';
import { seededRandom } from '@/prisma/seed/prng';
import { DatabaseNotEmptyError, seedDemo } from '@/prisma/seed/seed';
import { buildSessions } from '@/prisma/seed/sessions';
import { adminCookie } from '../support/admin';
import { setupTestDatabase } from '../support/test-db';

// 3,000 sessions and ~350 leads are written in one transaction: seconds on a busy machine.
jest.setTimeout(120_000);

const db = setupTestDatabase();
const NOW = new Date('2026-11-22T18:30:00Z');
const DAY = 86_400_000;

describe('seedDemo', () => {
  it('fills an empty database with a consistent month', async () => {
    await adminCookie(db()); // an admin exists: notes get an author
    const summary = await seedDemo(db(), NOW);

    expect(summary.visitors).toBe(3000);
    expect(await db().visitor.count()).toBe(3000);
    expect(await db().visitor.count({ where: onlineVisitorsWhere(NOW) })).toBe(summary.online);
    expect(summary.online).toBeGreaterThanOrEqual(10);
    const range = await db().visitor.aggregate({
      _min: { createdAt: true },
      _max: { lastSeen: true },
    });
    expect(range._min.createdAt!.getTime()).toBeGreaterThan(NOW.getTime() - 31 * DAY);
    expect(range._max.lastSeen!.getTime()).toBeLessThanOrEqual(NOW.getTime());

    const leads = await db().lead.findMany({ orderBy: { id: 'asc' } });
    expect(leads).toHaveLength(summary.leads);
    expect(summary.leads).toBeGreaterThan(250);
    expect(summary.leads).toBeLessThan(450);
    const verified = leads.filter((l) => l.isVerified);
    expect(verified).toHaveLength(summary.verified);
    expect(verified.length / leads.length).toBeGreaterThan(0.6);
    expect(verified.length / leads.length).toBeLessThan(0.8);
    expect(new Set(leads.map((l) => l.email)).size).toBe(leads.length);
    for (const lead of leads) {
      expect(normalizePhone(lead.phone)?.e164).toBe(lead.phone);
      expect(lead.passwordHash).toBeNull();
      expect(lead.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(lead.locale).toBe(lead.phone.startsWith('+49') ? 'de' : 'it');
      if (lead.verifiedAt)
        expect(lead.verifiedAt.getTime()).toBeGreaterThan(lead.createdAt.getTime());
    }

    // Free access: verified leads in verification order, numbered 1…N, six months each.
    const granted = verified
      .filter((l) => l.isFreeAccess)
      .sort((a, b) => a.verifiedAt!.getTime() - b.verifiedAt!.getTime());
    expect(granted.map((l) => l.registrationNumber)).toEqual(granted.map((_, i) => String(i + 1)));
    for (const lead of granted)
      expect(lead.freeAccessExpiresAt).toEqual(addMonths(lead.verifiedAt!, 6));
    expect(leads.filter((l) => l.isFreeAccess && !l.isVerified)).toHaveLength(0);
    const pool = await db().freeAccessPool.findUniqueOrThrow({ where: { id: 1 } });
    expect(pool.granted).toBe(granted.length);
    expect(summary.freeAccess).toBe(granted.length);

    // First touch is the session's; pre-lander leads keep the campaign with the button's source.
    const sessions = new Map(
      (
        await db().visitor.findMany({
          where: { sessionId: { in: leads.map((l) => l.visitorSessionId!) } },
        })
      ).map((v) => [v.sessionId, v]),
    );
    for (const lead of leads) {
      const session = sessions.get(lead.visitorSessionId!)!;
      expect(lead.firstLandingPage).toBe(session.landingPage);
      expect(lead.firstCampaignId).toBe(session.campaignId);
      expect(lead.createdAt.getTime()).toBeGreaterThan(session.createdAt.getTime());
    }
    const prelander = leads.find((l) => l.firstCampaignId?.startsWith('FB_PL_'));
    expect(prelander?.campaignId).toBe(prelander?.firstCampaignId);
    expect(prelander?.adSource).not.toBe(prelander?.firstAdSource);
    expect(leads.some((l) => l.campaignId?.match(/^FB_AD_\d\d$/))).toBe(true);

    expect(
      await db().consentRecord.count({ where: { kind: 'privacy', leadId: { not: null } } }),
    ).toBe(leads.length);
    // One verification SMS per lead, sent after registration; a verified lead's was delivered,
    // and some of the others failed, expired, were refused or have no receipt.
    const codes = await db().verificationCode.findMany();
    expect(codes).toHaveLength(leads.length);
    expect(summary.smsCodes).toBe(leads.length);
    const byLead = new Map(leads.map((l) => [l.id, l]));
    for (const code of codes) {
      const lead = byLead.get(code.leadId)!;
      expect(code.phone).toBe(lead.phone);
      expect(code.createdAt.getTime()).toBeGreaterThan(lead.createdAt.getTime());
      if (lead.isVerified)
        expect([code.delivered, code.deliveryStatus]).toEqual([true, 'delivered']);
    }
    const unverified = codes.filter((c) => !byLead.get(c.leadId)!.isVerified);
    expect(new Set(unverified.map((c) => (c.delivered ? c.deliveryStatus : 'refused')))).toEqual(
      new Set(['delivered', 'failed', 'expired', 'refused', null]),
    );
    const notes = await db().leadNote.findMany();
    expect(notes).toHaveLength(summary.notes);
    expect(summary.notes).toBeGreaterThan(30);
    expect(summary.notes).toBeLessThanOrEqual(60);
    expect(notes.every((n) => n.authorId !== null)).toBe(true);
    expect(await db().consultationRequest.count()).toBe(summary.consultations);
    expect(summary.consultations).toBeGreaterThan(10);
    expect(await db().adSpend.count()).toBe(summary.adSpendRows);
    const offers = await db().landingOffer.findMany();
    expect(offers).toHaveLength(2);
    for (const offer of offers) expect(offer.offerEndsAt!.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('refuses a database that already has a visitor, writing nothing', async () => {
    await db().visitor.create({ data: { sessionId: 'real-visitor', currentPage: '/' } });
    await expect(seedDemo(db(), NOW, { sessions: 50 })).rejects.toBeInstanceOf(
      DatabaseNotEmptyError,
    );
    expect(await db().visitor.count()).toBe(1);
    expect(await db().lead.count()).toBe(0);
    expect(await db().landingOffer.count()).toBe(0);
  });

  it('refuses a database that already has a lead', async () => {
    await db().lead.create({
      data: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '+393471234567',
        experience: 'base',
      },
    });
    await expect(seedDemo(db(), NOW, { sessions: 50 })).rejects.toThrow(
      /already holds leads or visitors/,
    );
    expect(await db().visitor.count()).toBe(0);
    expect((await db().freeAccessPool.findUniqueOrThrow({ where: { id: 1 } })).granted).toBe(0);
  });

  it('is deterministic for a given seed and instant', () => {
    const build = (seed: number) => {
      const random = seededRandom(seed);
      const sessions = buildSessions(random, NOW, 400, 5);
      return {
        sessions: sessions.map((s) => s.row),
        leads: buildLeads(random, NOW, sessions, 500).leads.map((l) => l.row),
      };
    };
    expect(build(7)).toEqual(build(7));
    expect(build(7)).not.toEqual(build(8));
  });
});
