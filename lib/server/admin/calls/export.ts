/**
 * CSV export of the call list with the exports' conventions
 * (lib/server/admin/csv.ts): UTF-8 with BOM, `;` separator, Italian headers, dates in
 * Rome time, every text cell through safeCell (formula-looking cells and E.164 phones get a
 * leading '), one chunk per batch of 1,000 rows read by keyset in the list's order (newest
 * first), so memory stays flat; a database error part-way aborts the download.
 */
import 'server-only';
import {
  EDUCATION_ACCOUNT_EUR,
  type CallKind,
  type CallOutcome,
  type CallStatus,
} from '@/lib/offers';
import type { CallFilters } from '@/lib/contracts/admin/calls';
import type { Db } from '../../db/client';
import { CALL_ORDER, callEntriesSql, callRecords, callStatusesSql, type CallRecord } from './query';
import { onlyRow } from '../../db/sql';
import { countRow } from './list';
import { csvStream, romeDateTime, safeCell } from '../csv';

const BATCH = 1000;

export const CALL_CSV_HEADER = [
  'Data richiesta',
  'Tipo',
  'Stato',
  'Stato modificato il',
  'Esito',
  'Esito registrato il',
  'Nome',
  'Cognome',
  'Email',
  'Telefono',
  'Data preferita',
  'Orario preferito',
  'Obiettivi',
  'Domande',
];

const KIND: Record<CallKind, string> = {
  consultation: 'Consulenza',
  premium: 'Piano Premium',
  education_de: 'Conto formazione (DE)',
};
const STATUS: Record<CallStatus, string> = {
  new: 'Nuovo',
  contacted: 'Contattato',
  done: 'Completato',
  no_answer: 'Nessuna risposta',
};
/** The outcomes as the call list names them (messages/admin/calls.json `outcome`). */
const OUTCOME: Record<CallOutcome, string> = {
  reached: 'Raggiunto',
  qualified: 'Qualificato',
  not_interested: 'Non interessato',
  converted_account: `Convertito: conto formazione (${EDUCATION_ACCOUNT_EUR} €)`,
  converted_premium: 'Convertito: piano Premium',
};
const PREFERRED: Record<string, string> = {
  'questa-settimana': 'Questa settimana',
  'prossima-settimana': 'Prossima settimana',
  'tra-due-settimane': 'Tra due settimane',
  mattina: 'Mattina (9-12)',
  pomeriggio: 'Pomeriggio (14-17)',
  sera: 'Sera (18-21)',
  flessibile: 'Flessibile',
};

/** How many entries the export of `filters` holds at `now`. */
export async function countCalls(db: Db, filters: CallFilters, now: Date): Promise<number> {
  const row = onlyRow(
    countRow,
    await db.$queryRaw`
      SELECT count(*)::int AS n FROM (${callStatusesSql(filters, now, true)}) e`,
  );
  return row.n;
}

/**
 * One entry as its CSV cells, in CALL_CSV_HEADER's order: Italian names for kind, status,
 * outcome and preferences, dates in Rome time, empty cells for what is not there (no outcome
 * yet, an anonymous request's contact), every free text through safeCell.
 */
export function callCsvRow(r: CallRecord): string[] {
  const preferred = (v: string | null) => (v === null ? '' : (PREFERRED[v] ?? safeCell(v)));
  return [
    romeDateTime.format(r.created_at),
    KIND[r.kind] ?? safeCell(r.kind),
    STATUS[r.status] ?? safeCell(r.status),
    r.status_changed_at ? romeDateTime.format(r.status_changed_at) : '',
    r.outcome === null ? '' : OUTCOME[r.outcome],
    r.outcome_changed_at ? romeDateTime.format(r.outcome_changed_at) : '',
    safeCell(r.first_name),
    safeCell(r.last_name),
    safeCell(r.email),
    safeCell(r.phone),
    preferred(r.preferred_date),
    preferred(r.preferred_time),
    safeCell(r.goals),
    safeCell(r.questions),
  ];
}

/** The CSV rows of the matching entries, one array per batch (at least one, maybe empty). */
async function* batches(db: Db, filters: CallFilters, now: Date) {
  let after: { createdAt: Date; kind: string; id: number } | undefined;
  for (;;) {
    const batch = callRecords.parse(
      await db.$queryRaw`
        SELECT * FROM (${callEntriesSql(filters, now, { after, limit: BATCH })}) e
        ${CALL_ORDER} LIMIT ${BATCH}`,
    );
    yield batch.map(callCsvRow);
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.created_at, kind: last.kind, id: last.id };
  }
}

/**
 * The CSV of every entry matching `filters` at `now` as a web stream of UTF-8 bytes: BOM,
 * header line, then one line per entry, newest first. Errors abort the stream; a cancelled
 * download stops reading.
 */
export function callCsvStream(db: Db, filters: CallFilters, now: Date): ReadableStream<Uint8Array> {
  return csvStream(CALL_CSV_HEADER, batches(db, filters, now));
}
