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
import type { Db } from './db';
import { leadWhere } from './admin-leads';
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
export function countLeads(db: Db, filters: LeadFilters, now: Date): Promise<number> {
  return db.lead.count({ where: leadWhere(filters, now) });
}

/** The CSV rows of the matching leads, one array per batch (at least one, maybe empty). */
async function* batches(db: Db, filters: LeadFilters, now: Date) {
  const where = leadWhere(filters, now);
  let cursor: number | undefined;
  for (;;) {
    const batch = await db.lead.findMany({
      where: cursor === undefined ? where : { AND: [where, { id: { lt: cursor } }] },
      orderBy: { id: 'desc' },
      take: BATCH,
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        phone: true,
        experience: true,
        isVerified: true,
        createdAt: true,
        priority: true,
        campaignId: true,
        adSource: true,
      },
    });
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
