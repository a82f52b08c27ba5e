/**
 * Roles on the server: the table below names, for every admin route and method found under
 * app/api, whether a caller may use it. The table must list exactly the routes found, so a new
 * admin route gets a decision. Every owner-only call answers a caller 403
 * {error: {code: 'forbidden'}} in the request's language; every other answers something else.
 * Then the owner's account management: create, disable (sessions end), reset the second factor.
 */
import path from 'node:path';
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/admin/login/route';
import { GET as listAccounts, POST as createAccount } from '@/app/api/admin/accounts/route';
import { PATCH as updateAccount } from '@/app/api/admin/accounts/[id]/route';
import { DELETE as resetMfa } from '@/app/api/admin/accounts/[id]/mfa/route';
import { GET as session } from '@/app/api/admin/session/route';
import { isAdminApi } from '@/lib/server/auth/admin-paths';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { totpCodeAt } from '@/lib/server/auth/admin-mfa';
import { enableMfa, setUpMfa } from '@/lib/server/auth/admin-mfa-change';
import { translate } from '@/lib/server/http/i18n';
import { setupTestDatabase } from '../support/test-db';
import { API_DIR, routeFiles } from '../support/route-files';
import { call } from '../support/http';
import { stepUpCookie, TEST_ADMIN } from '../support/admin';

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const CALLER = { username: 'chiamate', password: 'tre parole lunghe a caso' };

/** Every admin route and method: 'caller' when a caller may use it, 'owner' when only an owner. */
const ROUTE_ROLES: Record<string, 'owner' | 'caller'> = {
  'GET /api/admin/accounts': 'owner',
  'POST /api/admin/accounts': 'owner',
  'PATCH /api/admin/accounts/[id]': 'owner',
  'DELETE /api/admin/accounts/[id]/mfa': 'owner',
  'POST /api/admin/enrolment-links': 'owner',
  'PUT /api/admin/ad-spend': 'owner',
  'POST /api/admin/ad-spend/meta-import': 'owner',
  'PUT /api/admin/lead-value': 'owner',
  'GET /api/admin/analytics': 'caller',
  'GET /api/admin/audit': 'owner',
  'GET /api/admin/automations': 'owner',
  'PUT /api/admin/automations/[key]': 'owner',
  'GET /api/admin/calls': 'caller',
  'PATCH /api/admin/calls/[kind]/[id]': 'caller',
  'PUT /api/admin/calls/[kind]/[id]/outcome': 'caller',
  'GET /api/admin/calls/export': 'owner',
  'GET /api/admin/campaigns': 'caller',
  'GET /api/admin/campaigns/export': 'caller',
  'GET /api/admin/campaigns/leads': 'caller',
  'GET /api/admin/deliveries': 'owner',
  'POST /api/admin/deliveries/[messageId]/replay': 'owner',
  'POST /api/admin/deliveries/replay': 'owner',
  'GET /api/admin/experiments': 'caller',
  'POST /api/admin/experiments': 'owner',
  'PATCH /api/admin/experiments/[id]': 'owner',
  'GET /api/admin/experiments/[id]/results': 'caller',
  'GET /api/admin/funnel': 'caller',
  'GET /api/admin/guides': 'owner',
  'PUT /api/admin/guides/[ebookId]/[locale]': 'owner',
  'GET /api/admin/kpis': 'caller',
  'GET /api/admin/landing-performance': 'caller',
  'GET /api/admin/leads/[leadId]': 'caller',
  'PATCH /api/admin/leads/[leadId]': 'caller',
  'DELETE /api/admin/leads/[leadId]': 'owner',
  'GET /api/admin/leads/[leadId]/export': 'owner',
  'GET /api/admin/leads/export': 'owner',
  'POST /api/admin/mfa/disable': 'caller',
  'POST /api/admin/mfa/enable': 'caller',
  'POST /api/admin/mfa/setup': 'caller',
  'GET /api/admin/offers': 'caller',
  'POST /api/admin/password': 'caller',
  'PUT /api/admin/offers/[variantId]': 'owner',
  'GET /api/admin/partner-clicks': 'caller',
  'GET /api/admin/session': 'caller',
  'DELETE /api/admin/session/others': 'caller',
  'GET /api/admin/settings': 'owner',
  'PUT /api/admin/settings': 'owner',
  'GET /api/admin/settings/operator': 'owner',
  'PUT /api/admin/settings/operator': 'owner',
  'GET /api/admin/settings/alerts': 'owner',
  'PUT /api/admin/settings/alerts': 'owner',
  'GET /api/admin/settings/verify': 'owner',
  'PUT /api/admin/settings/verify': 'owner',
  'GET /api/admin/testimonials': 'owner',
  'POST /api/admin/testimonials': 'owner',
  'PATCH /api/admin/testimonials/[id]': 'owner',
  'DELETE /api/admin/testimonials/[id]': 'owner',
  'POST /api/admin/step-up': 'caller',
  'GET /api/admin/visitors': 'caller',
  'GET /api/leads': 'caller',
  'POST /api/leads/[leadId]/email': 'owner',
  'POST /api/leads/[leadId]/notes': 'caller',
  'GET /api/webhook/status': 'owner',
  'POST /api/webhook/enable': 'owner',
  'POST /api/webhook/test': 'owner',
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const SAMPLE_ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

/** '/work/…/app/api/leads/[leadId]/notes/route.ts' → '/api/leads/[leadId]/notes'. */
const routePath = (file: string) =>
  `/${path
    .relative(path.join(process.cwd(), 'app'), path.dirname(file))
    .split(path.sep)
    .join('/')}`;

const adminRoutes = routeFiles(API_DIR).flatMap((file) => {
  const mod = require(file) as Partial<Record<(typeof METHODS)[number], Handler>>;
  const url = routePath(file);
  return METHODS.filter(
    (m) => typeof mod[m] === 'function' && isAdminApi(url.replace(/\[[^\]]+\]/g, SAMPLE_ID), m),
  ).map((method) => ({ key: `${method} ${url}`, method, url, handler: mod[method]! }));
});

async function callerCookie(): Promise<string> {
  const { token } = await signInAdmin(db(), CALLER, { ip: '198.51.100.50', userAgent: 'jest' });
  return `${adminCookieName()}=${token}`;
}

beforeEach(async () => {
  await createAdminUser(db(), TEST_ADMIN.username, TEST_ADMIN.password);
  await createAdminUser(db(), CALLER.username, CALLER.password, 'caller');
});

it('has a role decision for every admin route', () => {
  expect(adminRoutes.length).toBeGreaterThan(30);
  expect(adminRoutes.map((r) => r.key).sort()).toEqual(Object.keys(ROUTE_ROLES).sort());
});

it('refuses a caller every owner-only route with 403 forbidden, and lets the others through', async () => {
  const answers: string[] = [];
  for (const route of adminRoutes) {
    const request = new NextRequest(
      `http://localhost:3000${route.url.replace(/\[[^\]]+\]/g, SAMPLE_ID)}`,
      {
        method: route.method,
        headers: {
          host: 'localhost:3000',
          ...ORIGIN,
          'content-type': 'application/json',
          cookie: await callerCookie(),
        },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      },
    );
    const response = await route.handler(request, {
      params: Promise.resolve({ leadId: SAMPLE_ID, id: '999', variantId: 'PL_PROFITS' }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
    const refused = response.status === 403 && body.error?.code === 'forbidden';
    answers.push(`${route.key} ${refused ? 'owner' : 'caller'}`);
  }
  expect(answers).toEqual(adminRoutes.map((r) => `${r.key} ${ROUTE_ROLES[r.key]}`));
});

it.each([
  ['it', 'GET', '/api/admin/leads/export'],
  ['de', 'GET', '/api/admin/audit'],
] as const)('answers the refusal in the request language (%s)', async (locale, method, url) => {
  const route = adminRoutes.find((r) => r.key === `${method} ${url}`)!;
  const res = await call(route.handler, url, {
    cookie: await callerCookie(),
    headers: { 'accept-language': locale },
  });
  expect(res.status).toBe(403);
  expect(res.json).toEqual({
    error: { code: 'forbidden', message: translate(locale, 'api.forbidden') },
  });
});

it('gives a caller the analytics figures but not the ad spend, which an owner reads', async () => {
  const route = adminRoutes.find((r) => r.key === 'GET /api/admin/analytics')!;
  const asCaller = await call(route.handler, '/api/admin/analytics?month=2026-11', {
    cookie: await callerCookie(),
  });
  expect(asCaller.status).toBe(200);
  expect(asCaller.json).toMatchObject({ month: '2026-11', spend: null });
  // Neither the spend nor the lead value nor the ROI they give reaches a caller.
  expect(JSON.stringify(asCaller.json)).not.toMatch(/valueCents|leadValues|roi|totalCents/);
  expect(asCaller.json.daily).toHaveLength(30);
  const { token } = await signInAdmin(db(), TEST_ADMIN, { ip: '198.51.100.51', userAgent: 'jest' });
  const asOwner = await call(route.handler, '/api/admin/analytics?month=2026-11', {
    cookie: `${adminCookieName()}=${token}`,
  });
  expect(asOwner.json.spend).toMatchObject({ campaigns: [], totalCents: 0 });
});

describe('accounts, managed by an owner', () => {
  /** An owner's session, stepped up (the account writes ask for it). */
  async function ownerCookie() {
    const res = await call(login, '/api/admin/login', { body: TEST_ADMIN, headers: ORIGIN });
    return stepUpCookie(res.cookie!);
  }

  it('creates a caller who can sign in, lists it, and audits it', async () => {
    const cookie = await ownerCookie();
    const created = await call(createAccount, '/api/admin/accounts', {
      cookie,
      headers: ORIGIN,
      body: { username: 'nuovo.chiamante', password: 'altre parole lunghe 7', role: 'caller' },
    });
    expect(created.status).toBe(201);
    const again = await call(createAccount, '/api/admin/accounts', {
      cookie,
      headers: ORIGIN,
      body: { username: 'nuovo.chiamante', password: 'altre parole lunghe 8', role: 'owner' },
    });
    expect(again.status).toBe(409);
    const weak = await call(createAccount, '/api/admin/accounts', {
      cookie,
      headers: ORIGIN,
      body: { username: 'debole', password: 'password1234', role: 'caller' },
    });
    expect(weak.status).toBe(422);
    const list = await call(listAccounts, '/api/admin/accounts', { cookie });
    expect(list.json.accounts).toEqual([
      expect.objectContaining({ username: 'operatore', role: 'owner', disabled: false }),
      expect.objectContaining({ username: 'chiamate', role: 'caller' }),
      expect.objectContaining({ username: 'nuovo.chiamante', role: 'caller', mfaEnabled: false }),
    ]);
    const signedIn = await call(login, '/api/admin/login', {
      body: { username: 'nuovo.chiamante', password: 'altre parole lunghe 7' },
      headers: ORIGIN,
    });
    const me = await call(session, '/api/admin/session', { cookie: signedIn.cookie });
    expect(me.json).toEqual({ username: 'nuovo.chiamante', role: 'caller', mfaEnabled: false });
    expect(await db().auditLog.count({ where: { action: 'account.create' } })).toBe(1);
  });

  it('disables an account: its sessions end, it cannot sign in; an owner cannot disable itself', async () => {
    const cookie = await ownerCookie();
    const caller = await callerCookie();
    const { id } = await db().user.findUniqueOrThrow({ where: { username: CALLER.username } });
    const params = { id: String(id) };
    const off = await call(updateAccount, `/api/admin/accounts/${id}`, {
      cookie,
      headers: ORIGIN,
      method: 'PATCH',
      params,
      body: { disabled: true },
    });
    expect(off.status).toBe(200);
    expect((await call(session, '/api/admin/session', { cookie: caller })).status).toBe(401);
    const refused = await call(login, '/api/admin/login', { body: CALLER, headers: ORIGIN });
    expect(refused.status).toBe(401);
    const on = await call(updateAccount, `/api/admin/accounts/${id}`, {
      cookie,
      headers: ORIGIN,
      method: 'PATCH',
      params,
      body: { disabled: false },
    });
    expect(on.status).toBe(200);
    expect((await call(login, '/api/admin/login', { body: CALLER, headers: ORIGIN })).status).toBe(
      200,
    );
    const owner = await db().user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    const self = await call(updateAccount, `/api/admin/accounts/${owner.id}`, {
      cookie,
      headers: ORIGIN,
      method: 'PATCH',
      params: { id: String(owner.id) },
      body: { disabled: true },
    });
    expect(self.status).toBe(409);
    const actions = (
      await db().auditLog.findMany({ where: { action: { startsWith: 'account.' } } })
    )
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(['account.disable', 'account.enable']);
  });

  it("resets a caller's second factor: the password alone signs in again", async () => {
    const cookie = await ownerCookie();
    const signIn = await signInAdmin(db(), CALLER, { ip: '198.51.100.60', userAgent: 'jest' });
    const ip = '198.51.100.60';
    const { secret } = await setUpMfa(db(), signIn.admin, CALLER, { ip });
    const code = totpCodeAt(secret, new Date());
    await enableMfa(db(), signIn.admin, { password: CALLER.password, code }, { ip });
    const needsCode = await call(login, '/api/admin/login', { body: CALLER, headers: ORIGIN });
    expect(needsCode.json.mfaRequired).toBe(true);
    const id = signIn.admin.userId;
    const reset = await call(resetMfa, `/api/admin/accounts/${id}/mfa`, {
      cookie,
      headers: ORIGIN,
      method: 'DELETE',
      params: { id: String(id) },
    });
    expect(reset.status).toBe(200);
    expect((await call(login, '/api/admin/login', { body: CALLER, headers: ORIGIN })).status).toBe(
      200,
    );
    expect(await db().auditLog.count({ where: { action: 'account.mfa_reset' } })).toBe(1);
  });
});
