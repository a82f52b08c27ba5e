import { consultationSchema } from '@/lib/validation/consultation';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { createConsultation } from '@/lib/server/requests/consultations';
import { sessionToken, verifiedLeadId } from '@/lib/server/auth/lead-session';
import { metaRequestContext } from '@/lib/server/tracking/meta-events';

// POST /api/consultations — store a consultation request (docs/product.md §2.7, §4), linked to the
// lead of a verified browser session, anonymous otherwise
export const POST = withJson({ body: consultationSchema }, async ({ body, request, ip, t }) => {
  const db = await getDb();
  const leadId = await verifiedLeadId(db, sessionToken(request));
  const meta = metaRequestContext(request, ip, body.consentId);
  await createConsultation(db, body, { ip, leadId, meta });
  return Response.json(
    { success: true, message: t('consultation.success.description') },
    { status: 201 },
  );
});
