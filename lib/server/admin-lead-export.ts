/**
 * CSV export of every lead matching the filters (SPEC.md §9 columns plus campaign and source;
 * ISSUE 8 item 9), with the exports' conventions of lib/server/csv-export.ts (BOM, `;`,
 * formula-looking cells and E.164 phones behind a leading ', one chunk per batch). Rows are
 * read in id-keyset batches of 1,000, so memory stays flat for 100,000 rows, and come newest
 * registration first (descending id, the keyset of the batches). A database error part-way
 * through aborts the download.
 */
import 'server-only';
import type { LeadFilters } from '@/lib/validation/admin-leads';
import type { Experience, LeadPriority } from './generated/prisma/client';
import { sqlOf, type Db } from './db';
import { leadFilterSql } from './lead-filter-sql';
import { csvStream, romeDateTime, safeCell } from './csv-export';

const BATCH = 1000;

export const LEAD_CSV_HEADER = [
  'Nome',
  'Cognome',
  'Email',
  'Telefono',
  'Esperienza',
  'Stato verifica',
  'Data registrazione',
  'Priorità',
  'Campagna',
  'Fonte',
];

const PRIORITY = { low: 'Bassa', medium: 'Media', high: 'Alta' } as const;
const EXPERIENCE = {
  principiante: 'Principiante',
  base: 'Base',
  intermedio: 'Intermedio',
  avanzato: 'Avanzato',
  professionale: 'Professionale',
} as const;

/** How many leads the export of `filters` holds at `now`. */
export async function countLeads(db: Db, filters: LeadFilters, now: Date): Promise<number> {
  const filter = leadFilterSql(filters, now);
  const [row] = await sqlOf(db)<{ total: number }>(
    `SELECT count(*)::int AS total FROM leads WHERE ${filter.where}`,
    filter.params,
  );
  return row?.total ?? 0;
}

interface ExportRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  experience: Experience;
  is_verified: boolean;
  created_at: Date;
  priority: LeadPriority;
  campaign_id: string | null;
  ad_source: string | null;
}

/** The CSV rows of the matching leads, one array per batch (at least one, maybe empty). */
async function* batches(db: Db, filters: LeadFilters, now: Date) {
  const sql = sqlOf(db);
  let cursor = 2_147_483_647; // above every serial id: the first batch starts at the newest
  for (;;) {
    const filter = leadFilterSql(filters, now, [cursor, BATCH]);
    const batch = await sql<ExportRow>(
      `SELECT id, first_name, last_name, email, phone, experience::text AS experience,
              is_verified, created_at, priority::text AS priority, campaign_id, ad_source
         FROM leads WHERE id < $1 AND ${filter.where} ORDER BY id DESC LIMIT $2`,
      filter.params,
    );
    yield batch.map((lead) => [
      safeCell(lead.first_name),
      safeCell(lead.last_name),
      safeCell(lead.email),
      safeCell(lead.phone),
      EXPERIENCE[lead.experience],
      lead.is_verified ? 'Verificato' : 'In attesa',
      romeDateTime.format(new Date(lead.created_at)),
      PRIORITY[lead.priority],
      safeCell(lead.campaign_id),
      safeCell(lead.ad_source),
    ]);
    if (batch.length < BATCH) return;
    cursor = batch[batch.length - 1]!.id;
  }
}

/**
 * The CSV of every lead matching `filters` at `now` as a web stream of UTF-8 bytes: BOM,
 * header line, then one line per lead, newest first, one chunk per batch. Errors abort the
 * stream; a cancelled download stops reading.
 */
export function leadCsvStream(db: Db, filters: LeadFilters, now: Date): ReadableStream<Uint8Array> {
  return csvStream(LEAD_CSV_HEADER, batches(db, filters, now));
}
