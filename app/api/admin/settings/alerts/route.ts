import {
  alertSettingsRequestSchema,
  type AlertSettingsResponse,
} from '@/lib/contracts/admin/alert-settings';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { alertSettings, saveAlertThresholds } from '@/lib/server/owner/alert-settings';

// GET /api/admin/settings/alerts — the alert thresholds in force, their source, the recipients
export const GET = withAdmin({ permission: 'offers:write' }, async () =>
  Response.json((await alertSettings(await getDb())) satisfies AlertSettingsResponse),
);

// PUT /api/admin/settings/alerts — store the thresholds (audited; after a step-up, as every
// settings write); 422 with each field's reason in the request's language
export const PUT = withAdmin(
  { permission: 'offers:write', body: alertSettingsRequestSchema, stepUp: true },
  async ({ body, admin, ip }) =>
    Response.json(
      (await saveAlertThresholds(await getDb(), body, {
        admin,
        ip,
      })) satisfies AlertSettingsResponse,
    ),
);
