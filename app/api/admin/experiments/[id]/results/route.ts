import {
  experimentParamsSchema,
  type ExperimentResultsResponse,
} from '@/lib/contracts/admin/experiments';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { experimentResults } from '@/lib/server/experiments/results';

// GET /api/admin/experiments/:id/results — visitors, leads and verified leads per variant and
// the readout with each as conversions (callers read it too, as the funnel)
export const GET = withAdmin(
  { permission: 'analytics:read', params: experimentParamsSchema },
  async ({ params }) =>
    Response.json(
      (await experimentResults(await getDb(), params.id)) satisfies ExperimentResultsResponse,
    ),
);
