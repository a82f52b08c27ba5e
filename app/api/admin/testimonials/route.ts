import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  testimonialSchema,
  type TestimonialsResponse,
  type TestimonialView,
  testimonialsResponse,
  testimonialView,
} from '@/lib/contracts/admin/testimonials';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { createTestimonial, listTestimonials } from '@/lib/server/content/testimonials';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Every testimonial with its consent record',
  answers: { 200: { description: 'Testimonials.', schema: testimonialsResponse } },
};

// GET /api/admin/testimonials — every testimonial with its consent record (owner only)
export const GET = withAdmin({ permission: 'testimonials:write', doc: getDoc }, async () =>
  Response.json({
    testimonials: await listTestimonials(await getDb()),
  } satisfies TestimonialsResponse),
);

const postDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Add a testimonial (audited); published only with consent and its date',
  answers: { 201: { description: 'The testimonial.', schema: testimonialView } },
  errors: { 422: '`validation_failed`, `consent_required`' },
};

// POST /api/admin/testimonials — add one (audited); published only with consent and its date
export const POST = withAdmin(
  { permission: 'testimonials:write', body: testimonialSchema, doc: postDoc },
  async ({ body, admin, ip }) =>
    Response.json(
      (await createTestimonial(await getDb(), body, { admin, ip })) satisfies TestimonialView,
      {
        status: 201,
      },
    ),
);
