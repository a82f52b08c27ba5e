import {
  testimonialSchema,
  type TestimonialsResponse,
  type TestimonialView,
} from '@/lib/contracts/admin/testimonials';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { createTestimonial, listTestimonials } from '@/lib/server/content/testimonials';

// GET /api/admin/testimonials — every testimonial with its consent record (owner only)
export const GET = withAdmin({ permission: 'testimonials:write' }, async () =>
  Response.json({
    testimonials: await listTestimonials(await getDb()),
  } satisfies TestimonialsResponse),
);

// POST /api/admin/testimonials — add one (audited); published only with consent and its date
export const POST = withAdmin(
  { permission: 'testimonials:write', body: testimonialSchema },
  async ({ body, admin, ip }) =>
    Response.json(
      (await createTestimonial(await getDb(), body, { admin, ip })) satisfies TestimonialView,
      {
        status: 201,
      },
    ),
);
