import {
  operatorSettingsSchema,
  type OperatorSettingsResponse,
} from '@/lib/contracts/admin/operator';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { readOperatorSettings, saveOperatorSettings } from '@/lib/server/settings/site-settings';

// GET /api/admin/settings/operator — the Impressum's operator details in force, and their source
export const GET = withAdmin({ permission: 'offers:write' }, async () =>
  Response.json((await readOperatorSettings(await getDb())) satisfies OperatorSettingsResponse),
);

// PUT /api/admin/settings/operator — store the details (audited) and regenerate /impressum
// (after a step-up, as every settings write)
export const PUT = withAdmin(
  { permission: 'offers:write', body: operatorSettingsSchema, stepUp: true },
  async ({ body, admin, ip }) => {
    const { operator, sources } = await saveOperatorSettings(await getDb(), body, { admin, ip });
    return Response.json({ operator, sources } satisfies OperatorSettingsResponse);
  },
);
