import { type OperationDoc, csv } from '@/lib/contracts/openapi/operation';
import { callFiltersSchema } from '@/lib/contracts/admin/calls';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { callCsvStream, countCalls } from '@/lib/server/admin/calls/export';
import { recordAudit } from '@/lib/server/auth/audit';
import { romeDate } from '@/lib/rome-calendar';

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Every matching call-list entry as CSV (audited)',
  answers: { 200: csv('The entries') },
};

// GET /api/admin/calls/export?<filters> — every matching call-list entry as CSV, streamed
export const GET = withAdmin(
  { permission: 'leads:export', query: callFiltersSchema, doc: getDoc },
  async ({ query, admin, ip }) => {
    const db = await getDb();
    const now = new Date();
    const rows = await countCalls(db, query, now);
    await recordAudit(db, { admin, action: 'call.export', details: { ...query, rows }, ip }, now);
    return new Response(callCsvStream(db, query, now), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="chiamate-${romeDate(now)}.csv"`,
      },
    });
  },
);
