/**
 * Testimonials the operator owns (docs/decisions.md §5): an owner adds, edits, publishes and deletes
 * them, each change audited; publishing needs consent on file and its date (422 with a clear
 * message otherwise, also when two requests race); a published change regenerates the pages
 * that show testimonials; the public pages read only published ones, without their consent
 * record; a caller is refused.
 */
import { revalidatePath } from 'next/cache';
import { GET, POST } from '@/app/api/admin/testimonials/route';
import { DELETE, PATCH } from '@/app/api/admin/testimonials/[id]/route';
import { adminCookieName } from '@/lib/server/auth/admin-session';
import { signInAdmin } from '@/lib/server/auth/admin-sign-in';
import { createAdminUser } from '@/lib/server/auth/admin-users';
import { translate } from '@/lib/server/http/i18n';
import {
  TESTIMONIAL_PAGES,
  publishedRating,
  publishedTestimonials,
  updateTestimonial,
} from '@/lib/server/content/testimonials';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie, TEST_ADMIN } from '../support/admin';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const revalidated = jest.mocked(revalidatePath);
beforeEach(() => revalidated.mockClear());

const FORM = {
  locale: 'it',
  name: '  Marta B. ',
  role: 'Impiegata',
  location: 'Padova',
  rating: '4',
  course: 'Gestione del rischio',
  imageUrl: '',
  text: 'Ho capito finalmente come dimensionare una posizione prima di aprirla sul conto demo.',
  completedCourses: '2',
  studyTime: '3 mesi',
  consentOnFile: true,
  consentDate: '2026-11-20',
  published: false,
};

const post = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  call(POST, '/api/admin/testimonials', {
    method: 'POST',
    cookie,
    body,
    headers: { ...ORIGIN, ...headers },
  });
const patch = (cookie: string, id: number, body: unknown) =>
  call(PATCH, `/api/admin/testimonials/${id}`, {
    method: 'PATCH',
    cookie,
    body,
    params: { id: String(id) },
    headers: ORIGIN,
  });

describe('POST /api/admin/testimonials', () => {
  it('stores a draft, audited, without regenerating any page', async () => {
    const cookie = await adminCookie(db());
    const res = await post(cookie, FORM);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Marta B.',
      rating: 4,
      completedCourses: 2,
      imageUrl: null,
      consentDate: '2026-11-20',
      published: false,
      publishedAt: null,
    });
    expect(revalidated).not.toHaveBeenCalled();
    const audit = await db().auditLog.findMany({ where: { action: 'testimonial.create' } });
    expect(audit).toMatchObject([
      { username: TEST_ADMIN.username, targetType: 'testimonial', targetId: String(res.json.id) },
    ]);
    const list = await call(GET, '/api/admin/testimonials', { cookie });
    expect(list.json.testimonials).toEqual([res.json]);
  });

  it.each([
    ['no consent on file', { consentOnFile: false }],
    ['consent without its date', { consentDate: '' }],
    ['a consent date still to come', { consentDate: '2999-01-01' }],
  ])('refuses to publish with %s: 422 with the reason, nothing stored', async (_, change) => {
    const cookie = await adminCookie(db());
    const res = await post(cookie, { ...FORM, ...change, published: true });
    expect(res.status).toBe(422);
    expect(res.json.error).toEqual({
      code: 'consent_required',
      message: translate('it', 'api.testimonialConsentRequired'),
    });
    expect(await db().testimonial.count()).toBe(0);
    expect(await publishedRating(db())).toBeNull();
  });

  it('answers the refusal in German to a German request', async () => {
    const res = await post(
      await adminCookie(db()),
      { ...FORM, consentOnFile: false, published: true },
      { 'accept-language': 'de' },
    );
    expect(res.json.error.message).toBe(translate('de', 'api.testimonialConsentRequired'));
  });

  it('refuses bad fields with 422 and the field names', async () => {
    const res = await post(await adminCookie(db()), {
      ...FORM,
      rating: '6',
      imageUrl: 'javascript:alert(1)',
      consentDate: '2026-02-30',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.fields).sort()).toEqual([
      'consentDate',
      'imageUrl',
      'rating',
    ]);
  });

  it('takes a photo only from a path of this site, the one the page’s CSP lets it show', async () => {
    const cookie = await adminCookie(db());
    for (const imageUrl of [
      'https://cdn.example.com/giulia.jpg',
      'http://example.com/giulia.jpg',
      '//cdn.example.com/giulia.jpg',
      '/testimonials/../../etc/passwd',
      'data:image/png;base64,AAAA',
    ]) {
      const res = await post(cookie, { ...FORM, imageUrl });
      expect([imageUrl, res.status, Object.keys(res.json.error.fields)]).toEqual([
        imageUrl,
        422,
        ['imageUrl'],
      ]);
      // The form shows admin.testimonials.errors.imageUrl beside the field (same schema).
      expect(res.json.error.code).toBe('validation_failed');
    }
    const ok = await post(cookie, { ...FORM, imageUrl: '/testimonials/giulia.jpg' });
    expect(ok.status).toBe(201);
    expect(ok.json.imageUrl).toBe('/testimonials/giulia.jpg');
  });
});

describe('PATCH and DELETE /api/admin/testimonials/:id', () => {
  it('publishes with consent: the public pages get it (without the consent record) and regenerate', async () => {
    const cookie = await adminCookie(db());
    const { json: draft } = await post(cookie, FORM);
    expect(await publishedTestimonials(db(), 'it')).toEqual([]);

    const res = await patch(cookie, draft.id, { published: true });
    expect(res.status).toBe(200);
    expect(res.json.publishedAt).not.toBeNull();
    expect([...new Set(revalidated.mock.calls.map(([path]) => path))].sort()).toEqual(
      [...TESTIMONIAL_PAGES].sort(),
    );
    expect(TESTIMONIAL_PAGES).toEqual(
      expect.arrayContaining(['/', '/crypto-guida', '/krypto-leitfaden-deutsch']),
    );
    expect(await publishedTestimonials(db(), 'it')).toEqual([
      {
        id: draft.id,
        locale: 'it',
        name: 'Marta B.',
        role: 'Impiegata',
        location: 'Padova',
        rating: 4,
        course: 'Gestione del rischio',
        imageUrl: null,
        text: FORM.text,
        completedCourses: 2,
        studyTime: '3 mesi',
      },
    ]);
    expect(await publishedTestimonials(db(), 'de')).toEqual([]);
    expect(await publishedRating(db())).toEqual({ average: 4, count: 1 });
    expect(
      await db().auditLog.count({
        where: { action: 'testimonial.publish', targetId: String(draft.id) },
      }),
    ).toBe(1);
  });

  it('refuses to withdraw consent from a published testimonial while it stays published', async () => {
    const cookie = await adminCookie(db());
    const { json } = await post(cookie, { ...FORM, published: true });
    const res = await patch(cookie, json.id, { consentOnFile: false });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('consent_required');
    const both = await patch(cookie, json.id, { consentOnFile: false, published: false });
    expect(both.status).toBe(200);
    expect(await publishedTestimonials(db(), 'it')).toEqual([]);
  });

  it('holds the rule when a withdrawal and publishes race (20 at once)', async () => {
    const cookie = await adminCookie(db());
    const { json } = await post(cookie, FORM);
    const owner = await db().user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    const admin = {
      userId: owner.id,
      username: owner.username,
      sessionId: 'x',
      role: 'owner' as const,
      mfaEnabled: false,
      mfaVerified: false,
      steppedUpAt: null,
      mustChangePassword: false,
    };
    const results = await Promise.allSettled([
      updateTestimonial(db(), json.id, { consentOnFile: false }, { admin, ip: '198.51.100.9' }),
      ...Array.from({ length: 19 }, () =>
        updateTestimonial(db(), json.id, { published: true }, { admin, ip: '198.51.100.9' }),
      ),
    ]);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as Error).name).toBe('AppError');
    const row = await db().testimonial.findUniqueOrThrow({ where: { id: json.id } });
    expect(row.published && !row.consentOnFile).toBe(false);
  });

  it('deletes, audited; a second delete and an unknown id answer 404', async () => {
    const cookie = await adminCookie(db());
    const { json } = await post(cookie, { ...FORM, published: true });
    revalidated.mockClear();
    const del = (id: number) =>
      call(DELETE, `/api/admin/testimonials/${id}`, {
        method: 'DELETE',
        cookie,
        params: { id: String(id) },
        headers: ORIGIN,
      });
    const [first, second] = await Promise.all([del(json.id), del(json.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect(await db().testimonial.count()).toBe(0);
    expect(revalidated).toHaveBeenCalledWith('/');
    expect(await db().auditLog.count({ where: { action: 'testimonial.delete' } })).toBe(1);
    expect((await patch(cookie, 424242, { published: false })).status).toBe(404);
  });
});

it('refuses a caller every testimonial route with 403, and stores nothing', async () => {
  await createAdminUser(db(), 'chiamate', 'tre parole lunghe a caso', 'caller');
  const { token } = await signInAdmin(
    db(),
    { username: 'chiamate', password: 'tre parole lunghe a caso' },
    { ip: '198.51.100.50', userAgent: 'jest' },
  );
  const cookie = `${adminCookieName()}=${token}`;
  expect((await call(GET, '/api/admin/testimonials', { cookie })).status).toBe(403);
  expect((await post(cookie, { ...FORM, published: true })).status).toBe(403);
  expect((await patch(cookie, 1, { published: true })).status).toBe(403);
  expect(await db().testimonial.count()).toBe(0);
});
