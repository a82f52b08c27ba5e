import {
  experimentParamsSchema,
  experimentPatchSchema,
  type ExperimentView,
} from '@/lib/contracts/admin/experiments';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { changeExperiment } from '@/lib/server/experiments/store';

// PATCH /api/admin/experiments/:id — edit a draft, start it, or stop a running experiment with
// its winner (owner, stepped up; audited; the page and its variant routes regenerate)
export const PATCH = withAdmin(
  {
    permission: 'experiments:write',
    params: experimentParamsSchema,
    body: experimentPatchSchema,
    stepUp: true,
  },
  async ({ params, body, admin, ip }) =>
    Response.json(
      (await changeExperiment(await getDb(), params.id, body, {
        admin,
        ip,
      })) satisfies ExperimentView,
    ),
);
