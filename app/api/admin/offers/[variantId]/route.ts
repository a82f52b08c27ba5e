import { offerBodySchema, offerParamsSchema } from '@/lib/validation/admin-offers';
import { withAdmin } from '@/lib/server/admin-http';
import { getDb } from '@/lib/server/db';
import { setOfferEnd } from '@/lib/server/admin-landing';

// PUT /api/admin/offers/{variantId} — set or clear a pre-lander's offer end (Rome time; audited)
export const PUT = withAdmin(
  { permission: 'offers:write', params: offerParamsSchema, body: offerBodySchema },
  async ({ params, body, admin, ip }) =>
    Response.json({
      offer: await setOfferEnd(await getDb(), params.variantId, body.offerEndsAt, { admin, ip }),
    }),
);
