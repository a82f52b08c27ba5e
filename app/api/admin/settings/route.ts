import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  settingsRequestSchema,
  type SettingsResponse,
  settingsResponse,
} from '@/lib/contracts/admin/settings';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { readSiteSettings, saveSiteSettings } from '@/lib/server/settings/site-settings';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'The partner broker and premium places in force, and their source',
  answers: { 200: { description: 'Settings.', schema: settingsResponse } },
};

// GET /api/admin/settings — the partner broker and premium places in force, and their source
export const GET = withAdmin({ permission: 'offers:write', doc: getDoc }, async () =>
  Response.json((await readSiteSettings(await getDb())) satisfies SettingsResponse),
);

const putDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Store the partner broker and premium places (audited)',
  description:
    'The partner URL is stored normalised, https only. The pages showing them regenerate.',
  answers: { 200: { description: 'What is now in force.', schema: settingsResponse } },
};

// PUT /api/admin/settings — store both settings (audited) and regenerate the pages showing them;
// the partner URL is stored normalised, https only (422 with the reason otherwise). After a
// step-up: the partner's address is where /go/partner sends visitors
export const PUT = withAdmin(
  { permission: 'offers:write', body: settingsRequestSchema, stepUp: true, doc: putDoc },
  async ({ body, admin, ip }) => {
    const { settings, sources } = await saveSiteSettings(await getDb(), body, { admin, ip });
    return Response.json({ settings, sources } satisfies SettingsResponse);
  },
);
