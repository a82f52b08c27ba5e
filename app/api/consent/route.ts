import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { consentRequestSchema } from '@/lib/validation/consent';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { hit } from '@/lib/server/http/rate-limit';
import { recordCookieConsent } from '@/lib/server/tracking/consent';
import { limitSubject } from '@/lib/server/http/client-ip';
import { consentResponse } from '@/lib/contracts/consent';

const postDoc: OperationDoc = {
  tag: 'Tracking',
  summary: 'Record a cookie choice (proof of consent)',
  answers: { 201: { description: 'Recorded.', schema: consentResponse } },
  errors: { 429: '`rate_limited`: 30 a minute per address' },
};

// POST /api/consent — record a cookie choice (proof of consent, docs/product.md §2.4; 30/min per IP)
export const POST = withJson(
  { body: consentRequestSchema, doc: postDoc },
  async ({ body, request, ip }) => {
    const db = await getDb();
    await hit(db, { key: `consent:ip:${limitSubject(ip)}`, max: 30, windowSec: 60 });
    const id = await recordCookieConsent(db, body, ip, request.headers.get('user-agent'));
    return Response.json({ recorded: true, id }, { status: 201 });
  },
);
