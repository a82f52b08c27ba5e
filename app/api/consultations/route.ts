import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { consultationSchema } from '@/lib/validation/consultation';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { createConsultation } from '@/lib/server/requests/consultations';
import { sessionToken, verifiedLeadId } from '@/lib/server/auth/lead-session';
import { metaRequestContext } from '@/lib/server/tracking/meta-events';
import { consultationResponse } from '@/lib/contracts/offers';

const postDoc: OperationDoc = {
  tag: 'Offers',
  summary: 'Ask for a consultation call',
  description: 'Linked to the lead of a verified browser session, anonymous otherwise.',
  access: 'lead-optional',
  answers: { 201: { description: 'Stored.', schema: consultationResponse } },
  errors: { 429: '`rate_limited`: per address or per lead' },
};

// POST /api/consultations — store a consultation request (docs/product.md §2.7, §4), linked to the
// lead of a verified browser session, anonymous otherwise
export const POST = withJson(
  { body: consultationSchema, doc: postDoc },
  async ({ body, request, ip, t }) => {
    const db = await getDb();
    const leadId = await verifiedLeadId(db, sessionToken(request));
    const meta = metaRequestContext(request, ip, body.consentId);
    await createConsultation(db, body, { ip, leadId, meta });
    return Response.json(
      { success: true, message: t('consultation.success.description') },
      { status: 201 },
    );
  },
);
