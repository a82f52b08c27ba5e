import { type OperationDoc, csv } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { csvStream } from '@/lib/server/admin/csv';
import { CAMPAIGN_CSV_HEADER, campaignCsvBatches } from '@/lib/server/admin/reports/campaigns';
import { romeDate } from '@/lib/rome-calendar';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'Every campaign id with its leads as CSV',
  answers: { 200: csv('The campaigns') },
};

// GET /api/admin/campaigns/export — every campaign id with its leads as CSV, streamed
export const GET = withAdmin({ permission: 'campaigns:read', doc: getDoc }, async () => {
  const db = await getDb();
  return new Response(csvStream(CAMPAIGN_CSV_HEADER, campaignCsvBatches(db)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="campagne-${romeDate(new Date())}.csv"`,
    },
  });
});
