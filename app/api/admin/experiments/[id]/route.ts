import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  experimentParamsSchema,
  experimentPatchSchema,
  type ExperimentView,
  experimentView,
} from '@/lib/contracts/admin/experiments';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { changeExperiment } from '@/lib/server/experiments/store';

const patchDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Edit a draft, start it, or stop a running experiment with its winner (audited)',
  description:
    'draft → running → stopped. The page and its variant routes regenerate. One running ' +
    'experiment per page.',
  answers: { 200: { description: 'The experiment.', schema: experimentView } },
  errors: {
    409:
      '`experiment_running`: another experiment runs on the page; `experiment_state`: not ' +
      'from this state (only a draft is edited or started, only a running one stopped)',
    422: '`validation_failed`, also for a winner that is not one of the variants',
  },
};

// PATCH /api/admin/experiments/:id — edit a draft, start it, or stop a running experiment with
// its winner (owner, stepped up; audited; the page and its variant routes regenerate)
export const PATCH = withAdmin(
  {
    permission: 'experiments:write',
    params: experimentParamsSchema,
    body: experimentPatchSchema,
    stepUp: true,
    doc: patchDoc,
  },
  async ({ params, body, admin, ip }) =>
    Response.json(
      (await changeExperiment(await getDb(), params.id, body, {
        admin,
        ip,
      })) satisfies ExperimentView,
    ),
);
