import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  operatorSettingsSchema,
  type OperatorSettingsResponse,
  operatorSettingsResponse,
} from '@/lib/contracts/admin/operator';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { readOperatorSettings, saveOperatorSettings } from '@/lib/server/settings/site-settings';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'The Impressum’s operator details in force, and their source',
  answers: { 200: { description: 'Details.', schema: operatorSettingsResponse } },
};

// GET /api/admin/settings/operator — the Impressum's operator details in force, and their source
export const GET = withAdmin({ permission: 'offers:write', doc: getDoc }, async () =>
  Response.json((await readOperatorSettings(await getDb())) satisfies OperatorSettingsResponse),
);

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Store the operator details (audited); /impressum regenerates',
  answers: {
    200: { description: 'What is now in force.', schema: operatorSettingsResponse },
  },
};

// PUT /api/admin/settings/operator — store the details (audited) and regenerate /impressum
// (after a step-up, as every settings write)
export const PUT = withAdmin(
  { permission: 'offers:write', body: operatorSettingsSchema, stepUp: true, doc: putDoc },
  async ({ body, admin, ip }) => {
    const { operator, sources } = await saveOperatorSettings(await getDb(), body, { admin, ip });
    return Response.json({ operator, sources } satisfies OperatorSettingsResponse);
  },
);
