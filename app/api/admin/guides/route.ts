import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { type GuidesResponse, guidesResponse } from '@/lib/contracts/admin/guides';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listGuides } from '@/lib/server/leads/guide-files';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Each guide in each language: the pages served now and the owner’s upload, if any',
  answers: { 200: { description: 'The guides.', schema: guidesResponse } },
};

// GET /api/admin/guides — each guide in each language: pages served now, and the upload if any
export const GET = withAdmin({ permission: 'guides:write', doc: getDoc }, async () =>
  Response.json((await listGuides(await getDb())) satisfies GuidesResponse),
);
