import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  testimonialParamsSchema,
  testimonialPatchSchema,
  type TestimonialView,
  testimonialView,
} from '@/lib/contracts/admin/testimonials';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { deleteTestimonial, updateTestimonial } from '@/lib/server/content/testimonials';
import { successResponse } from '@/lib/contracts/errors';

const patchDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Change fields or publish/unpublish a testimonial (audited)',
  answers: { 200: { description: 'The testimonial.', schema: testimonialView } },
  errors: { 422: '`validation_failed`, `consent_required`' },
};

// PATCH /api/admin/testimonials/:id — change fields or publish/unpublish (audited; consent needed)
export const PATCH = withAdmin(
  {
    permission: 'testimonials:write',
    params: testimonialParamsSchema,
    body: testimonialPatchSchema,
    doc: patchDoc,
  },
  async ({ params, body, admin, ip }) =>
    Response.json(
      (await updateTestimonial(await getDb(), params.id, body, {
        admin,
        ip,
      })) satisfies TestimonialView,
    ),
);

const deleteDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Remove a testimonial (audited)',
  answers: { 200: { description: 'Removed.', schema: successResponse } },
};

// DELETE /api/admin/testimonials/:id — remove one (audited); the pages regenerate if it was shown
export const DELETE = withAdmin(
  { permission: 'testimonials:write', params: testimonialParamsSchema, doc: deleteDoc },
  async ({ params, admin, ip }) => {
    await deleteTestimonial(await getDb(), params.id, { admin, ip });
    return Response.json({ success: true });
  },
);
