/**
 * Leads' email and phone in the back-office by role: an owner's lists (GET /api/leads, the call
 * list GET /api/admin/calls) carry them; a caller's carry none, so a caller cannot page through
 * every lead's contact 100 at a time. The lead's detail (one lead) shows them to both, and each
 * read is written to the audit log as `lead.read` (once per admin and lead per 15 minutes: the
 * open dialog polls).
 */
import { GET as listLeads } from '@/app/api/leads/route';
import { GET as leadDetail } from '@/app/api/admin/leads/[leadId]/route';
import { GET as listCalls } from '@/app/api/admin/calls/route';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { getLeadDetail, LEAD_READ_AUDIT_SEC } from '@/lib/server/admin/leads/detail';
import type { AdminIdentity } from '@/lib/server/auth/audit';
import type { LeadDetailResponse, LeadPage } from '@/lib/contracts/admin/leads';
import type { CallPage } from '@/lib/contracts/admin/calls';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie } from '../support/admin';

const db = setupTestDatabase();
const CALLER = { username: 'chiamate', password: 'tre parole lunghe a caso' };
const LEADS = 30;

async function callerCookie(): Promise<string> {
  if (!(await db().user.findUnique({ where: { username: CALLER.username } })))
    await createAdminUser(db(), CALLER.username, CALLER.password, 'caller');
  const { token } = await signInAdmin(db(), CALLER, { ip: '198.51.100.50', userAgent: 'jest' });
  return `${adminCookieName()}=${token}`;
}

/** LEADS leads, each with a consultation request (the call list); returns the first one. */
async function seed() {
  const leads = [];
  for (let i = 0; i < LEADS; i++) {
    const lead = await db().lead.create({
      data: {
        firstName: `Nome${i}`,
        lastName: 'Rossi',
        email: `lead${i}@example.it`,
        phone: `+3934711100${String(i).padStart(2, '0')}`,
        experience: 'principiante',
      },
    });
    await db().consultationRequest.create({
      data: {
        leadId: lead.id,
        preferredDate: 'questa-settimana',
        preferredTime: 'sera',
        experience: 'base',
        goals: 'Capire il trading',
      },
    });
    leads.push(lead);
  }
  return leads;
}

const leadsPage = (cookie: string, qs = '?pageSize=100') =>
  call<LeadPage>(listLeads, `/api/leads${qs}`, { cookie });
const callsPage = (cookie: string) =>
  call<CallPage>(listCalls, '/api/admin/calls?pageSize=100', { cookie });
const detail = (cookie: string, leadId: string) =>
  call<LeadDetailResponse>(leadDetail, `/api/admin/leads/${leadId}`, {
    cookie,
    params: { leadId },
  });
const reads = () =>
  db().auditLog.findMany({ where: { action: 'lead.read' }, orderBy: { id: 'asc' } });

describe('the leads list and the call list', () => {
  it("give an owner every row's email and phone", async () => {
    await seed();
    const cookie = await adminCookie(db());
    const leads = await leadsPage(cookie);
    expect(leads.status).toBe(200);
    expect(leads.json.leads).toHaveLength(LEADS);
    expect(leads.json.leads).toContainEqual(
      expect.objectContaining({
        email: 'lead7@example.it',
        phone: '+393471110007',
        phoneDisplay: '+39 347 111 0007',
      }),
    );
    const calls = await callsPage(cookie);
    expect(calls.json.entries).toHaveLength(LEADS);
    expect(calls.json.entries.map((e) => e.lead?.phone)).toContain('+393471110007');
    expect(calls.json.entries.map((e) => e.lead?.phoneDisplay)).toContain('+39 347 111 0007');
    expect(calls.json.entries.map((e) => e.lead?.email)).toContain('lead7@example.it');
  });

  it('give a caller the rows without any email or phone', async () => {
    await seed();
    const cookie = await callerCookie();
    const leads = await leadsPage(cookie);
    expect(leads.status).toBe(200);
    expect(leads.json.total).toBe(LEADS);
    expect(leads.json.leads).toHaveLength(LEADS);
    for (const row of leads.json.leads) {
      expect(row).toMatchObject({
        email: null,
        phone: null,
        phoneDisplay: null,
        lastName: 'Rossi',
      });
    }
    const calls = await callsPage(cookie);
    expect(calls.status).toBe(200);
    expect(calls.json.entries).toHaveLength(LEADS);
    for (const entry of calls.json.entries) {
      expect(entry.lead).toMatchObject({
        email: null,
        phone: null,
        phoneDisplay: null,
        lastName: 'Rossi',
      });
    }
    const body = JSON.stringify([leads.json, calls.json]);
    expect(body).not.toMatch(/@example\.it|\+39 ?347/);
    // Paging on does not bring them back.
    expect(JSON.stringify((await leadsPage(cookie, '?pageSize=10&page=2')).json)).not.toMatch(
      /@example\.it|\+39347/,
    );
    // Lists are not reads of a lead: nothing audited.
    expect(await reads()).toEqual([]);
  });
});

describe("a lead's detail", () => {
  it('shows a caller the contact to call, and audits the read', async () => {
    const [first] = await seed();
    const cookie = await callerCookie();
    const res = await detail(cookie, first!.publicId);
    expect(res.status).toBe(200);
    expect(res.json.lead).toMatchObject({
      email: 'lead0@example.it',
      phone: '+393471110000',
      phoneDisplay: '+39 347 111 0000',
    });
    expect(await reads()).toEqual([
      expect.objectContaining({
        username: CALLER.username,
        action: 'lead.read',
        targetType: 'lead',
        targetId: first!.publicId,
        ipTruncated: '203.0.113.0',
      }),
    ]);
  });

  it("audits an owner's read as well; an unknown lead is a 404 and no read", async () => {
    const [first] = await seed();
    const cookie = await adminCookie(db());
    expect((await detail(cookie, first!.publicId)).json.lead.phone).toBe('+393471110000');
    expect((await detail(cookie, '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f')).status).toBe(404);
    expect((await reads()).map((r) => [r.username, r.targetId])).toEqual([
      ['operatore', first!.publicId],
    ]);
  });

  it('writes one read per admin and lead per 15 minutes, however often the dialog polls', async () => {
    const [first, second] = await seed();
    await callerCookie();
    const user = await db().user.findUniqueOrThrow({ where: { username: CALLER.username } });
    const admin: AdminIdentity = {
      userId: user.id,
      username: user.username,
      sessionId: 'test',
      role: 'caller',
      mfaEnabled: false,
      mfaVerified: false,
      steppedUpAt: null,
      mustChangePassword: false,
    };
    const t0 = new Date('2026-11-25T10:00:00Z');
    const at = (sec: number) => ({
      admin,
      ip: '198.51.100.50',
      now: new Date(t0.getTime() + sec * 1000),
    });
    for (let sec = 0; sec < LEAD_READ_AUDIT_SEC; sec += 30)
      await getLeadDetail(db(), first!.publicId, at(sec));
    await getLeadDetail(db(), second!.publicId, at(10));
    await getLeadDetail(db(), first!.publicId, at(LEAD_READ_AUDIT_SEC + 1));
    expect((await reads()).map((r) => [r.targetId, r.createdAt.toISOString()])).toEqual([
      [first!.publicId, '2026-11-25T10:00:00.000Z'],
      [second!.publicId, '2026-11-25T10:00:10.000Z'],
      [first!.publicId, '2026-11-25T10:15:01.000Z'],
    ]);
  });

  it('answers 20 reads at once, each with the contact, and audits them', async () => {
    const [first] = await seed();
    const cookie = await callerCookie();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => detail(cookie, first!.publicId)),
    );
    expect(answers.map((a) => [a.status, a.json.lead.phone])).toEqual(
      Array(20).fill([200, '+393471110000']),
    );
    const written = await reads();
    expect(written.length).toBeGreaterThanOrEqual(1);
    expect(new Set(written.map((r) => r.targetId))).toEqual(new Set([first!.publicId]));
  });
});
