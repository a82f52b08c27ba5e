import {
  experimentSchema,
  type ExperimentsResponse,
  type ExperimentView,
} from '@/lib/contracts/admin/experiments';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { createExperiment, listExperiments } from '@/lib/server/experiments/store';

// GET /api/admin/experiments — every experiment, running first, then newest first (callers
// read them too: the funnel's A/B card shows them)
export const GET = withAdmin({ permission: 'analytics:read' }, async () =>
  Response.json({
    experiments: await listExperiments(await getDb()),
  } satisfies ExperimentsResponse),
);

// POST /api/admin/experiments — a new draft (owner, stepped up; audited)
export const POST = withAdmin(
  { permission: 'experiments:write', body: experimentSchema, stepUp: true },
  async ({ body, admin, ip }) =>
    Response.json(
      (await createExperiment(await getDb(), body, { admin, ip })) satisfies ExperimentView,
      { status: 201 },
    ),
);
