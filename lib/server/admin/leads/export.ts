/**
 * CSV export of every lead matching the filters (docs/product.md §9 columns plus campaign and source),
 * with the exports' conventions of lib/server/admin/csv.ts (BOM, `;`,
 * formula-looking cells and E.164 phones behind a leading ', one chunk per batch). Rows are
 * read in id-keyset batches of 1,000, so memory stays flat for 100,000 rows, and come newest
 * registration first (descending id, the keyset of the batches). A database error part-way
 * through aborts the download.
 */
import 'server-only';
import type { LeadFilters } from '@/lib/contracts/admin/leads';
import type { ExperienceLevel } from '@/lib/validation/experience-options';
import { sqlOf, type Db } from '../../db/client';
import * as z from 'zod/mini';
import { LEAD_ROW_COLUMNS, leadRowRecord } from './list';
import { Prisma } from '../../generated/prisma/client';
import { leadFilterSql } from '../../db/lead-filter';
import { csvStream, romeDateTime, safeCell } from '../csv';

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
} as const satisfies Record<ExperienceLevel, string>;

const exportRows = z.array(z.extend(leadRowRecord, { id: z.number() }));

/** The CSV rows of the matching leads, one array per batch (at least one, maybe empty). */
async function* batches(db: Db, filters: LeadFilters, now: Date) {
  const sql = sqlOf(db);
  let cursor = 2_147_483_647; // above every serial id: the first batch starts at the newest
  for (;;) {
    const batch = exportRows.parse(
      await sql(
        Prisma.sql`SELECT id, ${LEAD_ROW_COLUMNS}
           FROM leads WHERE id < ${cursor} AND ${leadFilterSql(filters, now)}
           ORDER BY id DESC LIMIT ${BATCH}`,
      ),
    );
    yield batch.map((lead) => [
      safeCell(lead.firstName),
      safeCell(lead.lastName),
      safeCell(lead.email),
      safeCell(lead.phone),
      EXPERIENCE[lead.experience],
      lead.isVerified ? 'Verificato' : 'In attesa',
      romeDateTime.format(lead.createdAt),
      PRIORITY[lead.priority],
      safeCell(lead.campaignId),
      safeCell(lead.adSource),
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
