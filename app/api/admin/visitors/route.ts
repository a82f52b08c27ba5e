import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  visitorsQuerySchema,
  liveVisitors as liveVisitorsAnswer,
} from '@/lib/contracts/admin/visitors';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { liveVisitors } from '@/lib/server/admin/reports/visitors';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'Visitors online now: groups and a page of sessions',
  answers: { 200: { description: 'Visitors.', schema: liveVisitorsAnswer } },
};

// GET /api/admin/visitors?limit=50&page=1 — visitors online now: groups and a page of sessions
export const GET = withAdmin(
  { permission: 'visitors:read', query: visitorsQuerySchema, doc: getDoc },
  async ({ query }) => Response.json(await liveVisitors(await getDb(), query)),
);
