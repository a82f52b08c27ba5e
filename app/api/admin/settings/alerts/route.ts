import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  alertSettingsRequestSchema,
  type AlertSettingsResponse,
  alertSettingsResponse,
} from '@/lib/contracts/admin/alert-settings';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { alertSettings, saveAlertThresholds } from '@/lib/server/owner/alert-settings';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'The alert thresholds in force, their source and the owners who get the emails',
  answers: { 200: { description: 'Thresholds.', schema: alertSettingsResponse } },
};

// GET /api/admin/settings/alerts — the alert thresholds in force, their source, the recipients
export const GET = withAdmin({ permission: 'offers:write', doc: getDoc }, async () =>
  Response.json((await alertSettings(await getDb())) satisfies AlertSettingsResponse),
);

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Store the alert thresholds (audited)',
  description:
    'Each field is a whole number in digits within its range; 422 names the fields out of range.',
  answers: { 200: { description: 'What is now in force.', schema: alertSettingsResponse } },
};

// PUT /api/admin/settings/alerts — store the thresholds (audited; after a step-up, as every
// settings write); 422 with each field's reason in the request's language
export const PUT = withAdmin(
  { permission: 'offers:write', body: alertSettingsRequestSchema, stepUp: true, doc: putDoc },
  async ({ body, admin, ip }) =>
    Response.json(
      (await saveAlertThresholds(await getDb(), body, {
        admin,
        ip,
      })) satisfies AlertSettingsResponse,
    ),
);
