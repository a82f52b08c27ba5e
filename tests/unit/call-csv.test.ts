/**
 * One call-list entry as a line of the calls CSV (lib/server/admin/calls/export.ts): the
 * outcome the operator saved is a column of its own, named as the call list names it, with the
 * time it was recorded in Rome; an entry without one leaves both cells empty.
 */
import { CALL_CSV_HEADER, callCsvRow } from '@/lib/server/admin/calls/export';
import type { CallRecord } from '@/lib/server/admin/calls/query';
import calls from '@/messages/admin/calls.json';
import { CALL_OUTCOMES, EDUCATION_ACCOUNT_EUR } from '@/lib/offers';

const ENTRY: CallRecord = {
  kind: 'consultation',
  id: 7,
  preferred_date: 'questa-settimana',
  preferred_time: 'sera',
  goals: 'Capire il rischio',
  questions: null,
  status: 'contacted',
  status_changed_at: new Date('2026-11-20T09:15:00Z'),
  outcome: 'qualified',
  outcome_changed_at: new Date('2026-11-21T16:40:00Z'),
  created_at: new Date('2026-11-19T08:00:00Z'),
  lead_public_id: '2b0a9596-101f-4cc3-a61e-4bbf9c0db7ac',
  first_name: 'Laura',
  last_name: 'Romano',
  email: 'laura.romano@example.it',
  phone: '+393494601000',
};

/** The row as header → cell. */
const cells = (record: CallRecord) =>
  Object.fromEntries(CALL_CSV_HEADER.map((h, i) => [h, callCsvRow(record)[i]]));

it('has an outcome column and the time the outcome was recorded (Rome)', () => {
  expect(CALL_CSV_HEADER).toEqual(expect.arrayContaining(['Esito', 'Esito registrato il']));
  expect(callCsvRow(ENTRY)).toHaveLength(CALL_CSV_HEADER.length);
  expect(cells(ENTRY)).toMatchObject({
    Stato: 'Contattato',
    Esito: 'Qualificato',
    'Esito registrato il': '2026-11-21 17:40',
    Nome: 'Laura',
    Telefono: "'+393494601000",
  });
});

it('names every outcome as the call list does', () => {
  for (const outcome of CALL_OUTCOMES) {
    const label = calls.outcome[outcome].replace('{amount}', String(EDUCATION_ACCOUNT_EUR));
    expect(cells({ ...ENTRY, outcome }).Esito).toBe(label);
  }
});

it('leaves both cells empty while no outcome is recorded', () => {
  expect(cells({ ...ENTRY, outcome: null, outcome_changed_at: null })).toMatchObject({
    Esito: '',
    'Esito registrato il': '',
  });
});
