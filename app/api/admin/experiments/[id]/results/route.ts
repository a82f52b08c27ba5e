import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  experimentParamsSchema,
  type ExperimentResultsResponse,
  experimentResultsResponse,
} from '@/lib/contracts/admin/experiments';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { experimentResults } from '@/lib/server/experiments/results';

const getDoc: OperationDoc = {
  tag: 'Admin settings and content',
  summary: 'Visitors, leads and verified leads per variant, and the Bayesian readout of each',
  description:
    'Visitors: tracked sessions that saw the variant, plus its leads without a tracked visit.',
  answers: { 200: { description: 'Results.', schema: experimentResultsResponse } },
};

// GET /api/admin/experiments/:id/results — visitors, leads and verified leads per variant and
// the readout with each as conversions (callers read it too, as the funnel)
export const GET = withAdmin(
  { permission: 'analytics:read', params: experimentParamsSchema, doc: getDoc },
  async ({ params }) =>
    Response.json(
      (await experimentResults(await getDb(), params.id)) satisfies ExperimentResultsResponse,
    ),
);
