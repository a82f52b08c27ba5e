import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  verifySettingsRequestSchema,
  type VerifySettingsResponse,
  verifySettingsResponse,
} from '@/lib/contracts/admin/verify-settings';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { verifySettings } from '@/lib/server/admin/verify-settings';
import { saveVerifyWorkflow } from '@/lib/server/settings/verify-workflow';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'The Verify workflow in force, its source and each channel’s last 30 days',
  answers: { 200: { description: 'Workflow and figures.', schema: verifySettingsResponse } },
};

// GET /api/admin/settings/verify — the Verify workflow in force, its source, the driver, and
// sent/delivered/completed/cost per channel of the last 30 days
export const GET = withAdmin({ permission: 'offers:write', doc: getDoc }, async () =>
  Response.json((await verifySettings(await getDb())) satisfies VerifySettingsResponse),
);

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Store the Verify workflow (audited); /verify-sms regenerates',
  description:
    '1 to 3 distinct channels of whatsapp, sms, voice, in order. Applies to the next code sent.',
  answers: { 200: { description: 'What is now in force.', schema: verifySettingsResponse } },
};

// PUT /api/admin/settings/verify — store the workflow (audited; after a step-up, as every
// settings write) and regenerate the verification pages; 422 in the request's language
export const PUT = withAdmin(
  { permission: 'offers:write', body: verifySettingsRequestSchema, stepUp: true, doc: putDoc },
  async ({ body, admin, ip }) => {
    const db = await getDb();
    await saveVerifyWorkflow(db, body.workflow, { admin, ip });
    return Response.json((await verifySettings(db)) satisfies VerifySettingsResponse);
  },
);
