import { type OperationDoc, csv } from '@/lib/contracts/openapi/operation';
import { leadFiltersSchema } from '@/lib/contracts/admin/leads';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { countLeads } from '@/lib/server/admin/leads/list';
import { leadCsvStream } from '@/lib/server/admin/leads/export';
import { recordAudit } from '@/lib/server/auth/audit';
import { romeDate } from '@/lib/rome-calendar';

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Every matching lead as CSV (audited)',
  answers: { 200: csv('The leads') },
};

// GET /api/admin/leads/export?<filters> — every matching lead as CSV, streamed
export const GET = withAdmin(
  { permission: 'leads:export', query: leadFiltersSchema, doc: getDoc },
  async ({ query, admin, ip }) => {
    const db = await getDb();
    const now = new Date();
    const rows = await countLeads(db, query, now);
    await recordAudit(db, { admin, action: 'lead.export', details: { ...query, rows }, ip }, now);
    return new Response(leadCsvStream(db, query, now), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${romeDate(now)}.csv"`,
      },
    });
  },
);
