/**
 * The testimonials tab: GET/POST /api/admin/testimonials, PATCH/DELETE
 * /api/admin/testimonials/:id. The fields of docs/product.md §3 "Testimonial", the text's language,
 * and the person's consent: a testimonial is published only with consent on file and its date
 * (docs/decisions.md §5; the server refuses the rest with 422 `consent_required`). One schema for the
 * form and the route: it takes the form's values and gives the typed testimonial.
 */
import * as z from 'zod/mini';
import { LOCALES } from '@/lib/i18n/locales';
import type { PublicTestimonial } from '../testimonials';
import { count, day, instant } from '@/lib/contracts/answer-parts';

const E = 'admin.testimonials.errors';

/** A trimmed text of `min`–`max` characters. */
const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/**
 * Whether `value` is a path on this site (e.g. '/testimonials/giulia.jpg'): the only pictures
 * the public pages can show, since their Content-Security-Policy allows images from the site
 * itself (`img-src 'self'`, next.config.ts). An address on another host would be accepted and
 * then blocked, leaving a broken image on the published card (docs/security.md).
 */
function isImageAddress(value: string): boolean {
  return /^\/(?!\/)[\w./-]*$/.test(value) && !value.split('/').includes('..');
}

/** A calendar date written YYYY-MM-DD that exists. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const testimonialFields = z.object({
  locale: z.enum(LOCALES, `${E}.locale`),
  name: text(2, 80, `${E}.name`),
  role: text(2, 80, `${E}.role`),
  location: text(2, 80, `${E}.location`),
  rating: z.string().check(z.regex(/^[1-5]$/, `${E}.rating`)),
  course: text(2, 120, `${E}.course`),
  imageUrl: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || (v.length <= 500 && isImageAddress(v)), `${E}.imageUrl`),
  ),
  text: text(20, 1200, `${E}.text`),
  completedCourses: z.string().check(z.trim(), z.regex(/^\d{1,3}$/, `${E}.completedCourses`)),
  studyTime: text(1, 40, `${E}.studyTime`),
  consentOnFile: z.boolean(),
  consentDate: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isDate(v), `${E}.consentDate`),
  ),
  published: z.boolean(),
});

/** The form's values: text fields as typed ('' for none), the three choices as booleans. */
export type TestimonialFormInput = z.input<typeof testimonialFields>;

/**
 * A testimonial as stored and edited (the server's answer and the module's input): what the
 * pages show, plus its consent record and whether it is published.
 */
export type TestimonialInput = Omit<PublicTestimonial, 'id'> & {
  consentOnFile: boolean;
  /** YYYY-MM-DD, or null when none is on file. */
  consentDate: string | null;
  published: boolean;
};

type Parsed = z.output<typeof testimonialFields>;

/** The typed value of each form field ('' → null, digits → numbers). */
function typed<K extends keyof Parsed>(key: K, value: Parsed[K]): TestimonialInput[K] {
  if (key === 'imageUrl' || key === 'consentDate') return (value === '' ? null : value) as never;
  if (key === 'rating' || key === 'completedCourses') return Number(value) as never;
  return value as never;
}

function typedAll<T extends Partial<Parsed>>(values: T) {
  const out: Partial<TestimonialInput> = {};
  for (const key of Object.keys(values) as (keyof Parsed)[])
    (out as Record<string, unknown>)[key] = typed(key, values[key] as never);
  return out;
}

/** POST /api/admin/testimonials body and the form's resolver. */
export const testimonialSchema = z.pipe(
  testimonialFields,
  z.transform((v) => typedAll(v) as TestimonialInput),
);

/** PATCH /api/admin/testimonials/:id body: any of the fields (e.g. only `published`). */
export const testimonialPatchSchema = z.pipe(
  z.partial(testimonialFields),
  z.transform((v) => typedAll(v)),
);

/** The :id of /api/admin/testimonials/:id. */
export const testimonialParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** One testimonial as the back-office shows it. */
export type TestimonialView = z.output<typeof testimonialView>;

/** Answer of GET /api/admin/testimonials. */
export type TestimonialsResponse = z.output<typeof testimonialsResponse>;

/**
 * Whether `t` may be published at `today` (YYYY-MM-DD): consent on file with a date that has
 * come (docs/decisions.md §5, UCPD Annex I no. 23b–c). The server holds the rule; the form uses it to
 * say why the publish switch is off.
 */
export function consentAllowsPublishing(
  t: Pick<TestimonialInput, 'consentOnFile' | 'consentDate'>,
  today: string,
): boolean {
  return t.consentOnFile && t.consentDate !== null && t.consentDate <= today;
}

/** The form's values for `t` (the inverse of testimonialSchema); empty for a new one. */
export function testimonialFormValues(t?: TestimonialInput): TestimonialFormInput {
  return {
    locale: t?.locale ?? 'it',
    name: t?.name ?? '',
    role: t?.role ?? '',
    location: t?.location ?? '',
    rating: t ? String(t.rating) : '5',
    course: t?.course ?? '',
    imageUrl: t?.imageUrl ?? '',
    text: t?.text ?? '',
    completedCourses: t ? String(t.completedCourses) : '0',
    studyTime: t?.studyTime ?? '',
    consentOnFile: t?.consentOnFile ?? false,
    consentDate: t?.consentDate ?? '',
    published: t?.published ?? false,
  };
}

export const testimonialView = z.object({
  id: count(),
  locale: z.enum(LOCALES),
  name: z.string(),
  role: z.string(),
  location: z.string(),
  rating: count(),
  course: z.string(),
  imageUrl: z.nullable(z.string()),
  text: z.string(),
  completedCourses: count(),
  studyTime: z.string(),
  consentOnFile: z.boolean(),
  consentDate: z.nullable(day()),
  published: z.boolean(),
  publishedAt: z.nullable(instant()),
  createdAt: instant(),
  updatedAt: instant(),
});

export const testimonialsResponse = z.object({ testimonials: z.array(testimonialView) });
