/**
 * Testimonials the operator owns (docs/product.md §3 "Testimonial", docs/decisions.md §5): entered and edited
 * in the back-office, shown on the public pages only once published, and published only with
 * the person's consent on file and its date (UCPD Annex I no. 23b–c: a review presented as real
 * must be one). Every change is audited; a change that alters what the public pages show
 * regenerates them (revalidatePath), so they stay static. The one writer of `testimonials`.
 */
import 'server-only';
import type { AuditAction } from '@/lib/admin/audit-actions';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import {
  consentAllowsPublishing,
  type TestimonialInput,
  type TestimonialView,
} from '@/lib/contracts/admin/testimonials';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { Locale } from '@/lib/i18n/locales';
import { PUBLIC_ROUTES } from '@/lib/site/routes';
import { getDb, sqlOf, type Db } from '../db/client';
import { Prisma, type Testimonial } from '../generated/prisma/client';
import { AppError } from '../http/errors';
import { revalidatePages } from '../http/revalidate';
import { recordAudit, type AdminIdentity } from '../auth/audit';

/** The pre-rendered pages that show testimonials: the home page, campaign pages, pre-landers. */
export const TESTIMONIAL_PAGES: readonly string[] = PUBLIC_ROUTES.filter((r) =>
  ['home', 'landing', 'prelander'].includes(r.kind),
).map((r) => r.path);

/** The operator's context of a change. */
interface ChangeContext {
  admin: AdminIdentity;
  ip: string;
  now?: Date;
}

/** YYYY-MM-DD of `now` (UTC; consent dates are calendar dates). */
const day = (now: Date) => now.toISOString().slice(0, 10);

function toView(row: Testimonial): TestimonialView {
  return {
    id: row.id,
    locale: row.locale as Locale,
    name: row.name,
    role: row.role,
    location: row.location,
    rating: row.rating,
    course: row.course,
    imageUrl: row.imageUrl,
    text: row.text,
    completedCourses: row.completedCourses,
    studyTime: row.studyTime,
    consentOnFile: row.consentOnFile,
    consentDate: row.consentDate ? day(row.consentDate) : null,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of `input` (a whole testimonial or some of its fields). */
function columns<T extends Partial<TestimonialInput>>(input: T) {
  const { consentDate, ...rest } = input;
  return {
    ...rest,
    ...(consentDate === undefined
      ? {}
      : { consentDate: consentDate === null ? null : new Date(`${consentDate}T00:00:00Z`) }),
  };
}

/** Every testimonial, newest first, for the back-office. */
export async function listTestimonials(db: Db): Promise<TestimonialView[]> {
  const rows = await db.testimonial.findMany({ orderBy: { id: 'desc' } });
  return rows.map(toView);
}

/** Throws `consent_required` when `t` would be published without consent at `now`. */
function assertPublishable(t: TestimonialInput, now: Date): void {
  if (t.published && !consentAllowsPublishing(t, day(now))) throw new AppError('consent_required');
}

/**
 * Stores a new testimonial at `ctx.now` (published only with consent: else
 * `consent_required`), audited as `testimonial.create`; regenerates the pages when it is
 * published. Returns the stored testimonial.
 */
export async function createTestimonial(
  db: Db,
  input: TestimonialInput,
  ctx: ChangeContext,
): Promise<TestimonialView> {
  const now = ctx.now ?? new Date();
  assertPublishable(input, now);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.testimonial.create({
      data: {
        ...columns(input),
        publishedAt: input.published ? now : null,
        createdAt: now,
        updatedAt: now,
      },
    });
    await audit(tx, ctx, now, 'testimonial.create', created.id, { published: input.published });
    return created;
  });
  if (row.published) regeneratePages();
  return toView(row);
}

/**
 * Changes the fields in `patch` of testimonial `id` at `ctx.now`. The row is locked while the
 * change is checked, so a concurrent withdrawal of consent and a publish cannot both pass.
 * `not_found` for an unknown id; `consent_required` when the result would be published
 * without consent. Audited as `testimonial.publish`, `testimonial.unpublish` or
 * `testimonial.update` with the changed field names; regenerates the pages when the testimonial
 * is or was published.
 */
export async function updateTestimonial(
  db: Db,
  id: number,
  patch: Partial<TestimonialInput>,
  ctx: ChangeContext,
): Promise<TestimonialView> {
  const now = ctx.now ?? new Date();
  const { before, after } = await db.$transaction(async (tx) => {
    await sqlOf(tx)(Prisma.sql`SELECT id FROM testimonials WHERE id = ${id} FOR UPDATE`);
    const current = await tx.testimonial.findUnique({ where: { id } });
    if (!current) throw new AppError('not_found');
    const merged = { ...toView(current), ...patch };
    assertPublishable(merged, now);
    const publishedAt = merged.published ? (current.publishedAt ?? now) : null;
    const updated = await tx.testimonial.update({
      where: { id },
      data: { ...columns(patch), publishedAt, updatedAt: now },
    });
    const action =
      merged.published === current.published
        ? 'testimonial.update'
        : merged.published
          ? 'testimonial.publish'
          : 'testimonial.unpublish';
    const changed = (Object.keys(patch) as (keyof TestimonialInput)[]).filter(
      (key) => JSON.stringify(patch[key]) !== JSON.stringify(toView(current)[key]),
    );
    await audit(tx, ctx, now, action, id, { changed });
    return { before: current, after: updated };
  });
  if (before.published || after.published) regeneratePages();
  return toView(after);
}

/** Deletes testimonial `id` (`not_found` if unknown), audited as `testimonial.delete`. */
export async function deleteTestimonial(db: Db, id: number, ctx: ChangeContext): Promise<void> {
  const now = ctx.now ?? new Date();
  const deleted = await db.$transaction(async (tx) => {
    const gone = await tx.testimonial.findUnique({ where: { id } });
    if (!gone) throw new AppError('not_found');
    // Two deletes at once: the second finds the row gone and answers 404, not a 500.
    const { count } = await tx.testimonial.deleteMany({ where: { id } });
    if (count === 0) throw new AppError('not_found');
    await audit(tx, ctx, now, 'testimonial.delete', id, { name: gone.name });
    return gone;
  });
  if (deleted.published) regeneratePages();
}

async function audit(
  tx: Pick<Db, 'auditLog'>,
  ctx: ChangeContext,
  now: Date,
  action: AuditAction,
  id: number,
  details: Prisma.InputJsonValue,
) {
  await recordAudit(
    tx,
    {
      admin: ctx.admin,
      action,
      targetType: 'testimonial',
      targetId: String(id),
      details,
      ip: ctx.ip,
    },
    now,
  );
}

/** Marks the pages that show testimonials for regeneration. */
function regeneratePages(): void {
  revalidatePages(TESTIMONIAL_PAGES);
}

/** The published testimonials in `locale`, oldest published first (the public view). */
export async function publishedTestimonials(
  db: Pick<Db, 'testimonial'>,
  locale: Locale,
): Promise<PublicTestimonial[]> {
  const rows = await db.testimonial.findMany({
    where: { published: true, locale },
    orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
    take: 12,
  });
  return rows.map((row) => {
    const {
      consentOnFile: _c,
      consentDate: _d,
      published: _p,
      publishedAt: _pa,
      ...view
    } = toView(row);
    const { createdAt: _ca, updatedAt: _ua, ...shown } = view;
    return shown;
  });
}

/**
 * The published testimonials a page renders. `next build` opens no database (as
 * pageSiteSettings in ./site-settings.ts), so the build renders none, and the pages show
 * their labelled examples until they regenerate on a running server.
 */
export async function pageTestimonials(locale: Locale): Promise<PublicTestimonial[]> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
  return publishedTestimonials(await getDb(), locale);
}

/** The average rating of the published testimonials (one decimal) and their count; null: none. */
export async function publishedRating(
  db: Pick<Db, 'testimonial'>,
): Promise<{ average: number; count: number } | null> {
  const { _avg, _count } = await db.testimonial.aggregate({
    where: { published: true },
    _avg: { rating: true },
    _count: { _all: true },
  });
  if (!_count._all || _avg.rating === null) return null;
  return { average: Math.round(_avg.rating * 10) / 10, count: _count._all };
}
