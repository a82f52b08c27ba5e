import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  experimentSchema,
  type ExperimentsResponse,
  type ExperimentView,
  experimentsResponse,
  experimentView,
} from '@/lib/contracts/admin/experiments';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { createExperiment, listExperiments } from '@/lib/server/experiments/store';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Every experiment on the landings, running first, then newest first',
  answers: { 200: { description: 'Experiments.', schema: experimentsResponse } },
};

// GET /api/admin/experiments — every experiment, running first, then newest first (callers
// read them too: the funnel's A/B card shows them)
export const GET = withAdmin({ permission: 'analytics:read', doc: getDoc }, async () =>
  Response.json({
    experiments: await listExperiments(await getDb()),
  } satisfies ExperimentsResponse),
);

const postDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Add a draft experiment (audited)',
  answers: { 201: { description: 'The draft.', schema: experimentView } },
};

// POST /api/admin/experiments — a new draft (owner, stepped up; audited)
export const POST = withAdmin(
  { permission: 'experiments:write', body: experimentSchema, stepUp: true, doc: postDoc },
  async ({ body, admin, ip }) =>
    Response.json(
      (await createExperiment(await getDb(), body, { admin, ip })) satisfies ExperimentView,
      { status: 201 },
    ),
);
