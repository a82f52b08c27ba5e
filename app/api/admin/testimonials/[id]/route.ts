import {
  testimonialParamsSchema,
  testimonialPatchSchema,
  type TestimonialView,
} from '@/lib/contracts/admin/testimonials';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { deleteTestimonial, updateTestimonial } from '@/lib/server/content/testimonials';

// PATCH /api/admin/testimonials/:id — change fields or publish/unpublish (audited; consent needed)
export const PATCH = withAdmin(
  {
    permission: 'testimonials:write',
    params: testimonialParamsSchema,
    body: testimonialPatchSchema,
  },
  async ({ params, body, admin, ip }) =>
    Response.json(
      (await updateTestimonial(await getDb(), params.id, body, {
        admin,
        ip,
      })) satisfies TestimonialView,
    ),
);

// DELETE /api/admin/testimonials/:id — remove one (audited); the pages regenerate if it was shown
export const DELETE = withAdmin(
  { permission: 'testimonials:write', params: testimonialParamsSchema },
  async ({ params, admin, ip }) => {
    await deleteTestimonial(await getDb(), params.id, { admin, ip });
    return Response.json({ success: true });
  },
);
