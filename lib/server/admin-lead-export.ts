/**
 * CSV export of every lead matching the filters (SPEC.md §9 columns plus campaign and source;
 * ISSUE 8 item 9). Rows are read in id-keyset batches of 1,000 and streamed through
 * csv-stringify, so memory stays flat for 100,000 rows. UTF-8 with BOM and `;` as separator,
 * which Excel with Italian settings opens as columns. Text cells beginning with = + - @ tab or
 * CR are prefixed with ' (OWASP "CSV injection"); phones are E.164 (+ and digits, validated at
 * registration) and cannot carry a formula, so they are left readable.
 */
import 'server-only';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { LeadFilters } from '@/lib/validation/admin-leads';
import type { Db } from './db';
import { leadWhere } from './admin-leads';

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

const romeDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A text cell safe to open in a spreadsheet. */
export function safeCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** How many leads the export of `filters` holds at `now`. */
export function countLeads(db: Db, filters: LeadFilters, now: Date): Promise<number> {
  return db.lead.count({ where: leadWhere(filters, now) });
}

async function* rows(db: Db, filters: LeadFilters, now: Date) {
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
    for (const lead of batch) {
      yield [
        safeCell(lead.firstName),
        safeCell(lead.lastName),
        safeCell(lead.email),
        lead.phone,
        lead.experience,
        lead.isVerified ? 'Verificato' : 'In attesa',
        romeDateTime.format(lead.createdAt),
        PRIORITY[lead.priority],
        safeCell(lead.campaignId),
        safeCell(lead.adSource),
      ];
    }
    if (batch.length < BATCH) return;
    cursor = batch[batch.length - 1]!.id;
  }
}

/** The CSV as a web stream (BOM, header, then one line per lead). */
export function leadCsvStream(db: Db, filters: LeadFilters, now: Date): ReadableStream<Uint8Array> {
  const csv = stringify({ delimiter: ';', bom: true, header: true, columns: LEAD_CSV_HEADER });
  Readable.from(rows(db, filters, now)).pipe(csv);
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
