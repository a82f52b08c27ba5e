import { settingsRequestSchema, type SettingsResponse } from '@/lib/contracts/admin/settings';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { readSiteSettings, saveSiteSettings } from '@/lib/server/settings/site-settings';

// GET /api/admin/settings — the partner broker and premium places in force, and their source
export const GET = withAdmin({ permission: 'offers:write' }, async () =>
  Response.json((await readSiteSettings(await getDb())) satisfies SettingsResponse),
);

// PUT /api/admin/settings — store both settings (audited) and regenerate the pages showing them;
// the partner URL is stored normalised, https only (422 with the reason otherwise). After a
// step-up: the partner's address is where /go/partner sends visitors
export const PUT = withAdmin(
  { permission: 'offers:write', body: settingsRequestSchema, stepUp: true },
  async ({ body, admin, ip }) => {
    const { settings, sources } = await saveSiteSettings(await getDb(), body, { admin, ip });
    return Response.json({ settings, sources } satisfies SettingsResponse);
  },
);
