import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  offerBodySchema,
  offerParamsSchema,
  type OfferEndResponse,
  offerEndResponse,
} from '@/lib/contracts/admin/landing';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setOfferEnd } from '@/lib/server/admin/reports/landing';

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Set or clear a pre-lander’s offer end (Rome wall time; audited)',
  answers: { 200: { description: 'What is stored.', schema: offerEndResponse } },
};

// PUT /api/admin/offers/{variantId} — set or clear a pre-lander's offer end (Rome time; audited)
export const PUT = withAdmin(
  { permission: 'offers:write', params: offerParamsSchema, body: offerBodySchema, doc: putDoc },
  async ({ params, body, admin, ip }) =>
    Response.json({
      offer: await setOfferEnd(await getDb(), params.variantId, body.offerEndsAt, { admin, ip }),
    } satisfies OfferEndResponse),
);
