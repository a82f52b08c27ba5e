/**
 * The HTTP side of a lead's data export (GDPR Art. 15/20): a JSON file download, never cached.
 * Beside ./gdpr.ts, whose export it serves.
 */
import 'server-only';
import type { LeadDataExport } from './gdpr';

/** `data` as an attachment `lead-<public id>.json` (UTF-8, indented). */
export function leadExportResponse(data: LeadDataExport): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="lead-${data.lead.id}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
