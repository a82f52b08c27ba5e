/**
 * Erasure reaches the audit log: the CSV exports record the operator's search, which may be
 * the lead's email, phone or name; when that lead is erased, the search goes with it, and the
 * export entries stay (who exported how many rows, when).
 */
import { NextRequest } from 'next/server';
import { GET as exportLeads } from '@/app/api/admin/leads/export/route';
import { GET as exportCalls } from '@/app/api/admin/calls/export/route';
import { DELETE as adminErase } from '@/app/api/admin/leads/[leadId]/route';
import { setupTestDatabase } from '../support/test-db';
import { adminCookie } from '../support/admin';
import { call } from '../support/http';

const db = setupTestDatabase();

async function download(
  route: typeof exportLeads,
  path: string,
  cookie: string,
  query: Record<string, string>,
) {
  const response = await route(
    new NextRequest(`http://localhost:3000${path}?${new URLSearchParams(query)}`, {
      headers: { cookie },
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  await response.text();
}

it('an export search naming the erased lead is erased with it; other searches and entries stay', async () => {
  const d = db();
  const cookie = await adminCookie(d);
  const giulia = await d.lead.create({
    data: {
      firstName: 'Giulia',
      lastName: 'Ferraresi',
      email: 'giulia.ferraresi@example.it',
      phone: '+393471234567',
      experience: 'base',
    },
  });
  await d.lead.create({
    data: {
      firstName: 'Marco',
      lastName: 'Bianchi',
      email: 'marco@example.it',
      phone: '+393489876543',
      experience: 'intermedio',
    },
  });
  await d.consultationRequest.create({
    data: {
      leadId: giulia.id,
      preferredDate: 'flessibile',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Capire il trading',
    },
  });

  const leadSearches = [
    'giulia.ferraresi@example.it',
    '347 123 4567',
    'Giulia Ferraresi',
    'ferraresi',
    'bianchi',
  ];
  for (const search of leadSearches)
    await download(exportLeads, '/api/admin/leads/export', cookie, { search });
  await download(exportLeads, '/api/admin/leads/export', cookie, { status: 'pending' });
  await download(exportCalls, '/api/admin/calls/export', cookie, { q: '+393471234567' });
  await download(exportCalls, '/api/admin/calls/export', cookie, { q: 'GIULIA' });

  const before = await d.auditLog.findMany({ orderBy: { id: 'asc' } });
  expect(JSON.stringify(before)).toMatch(/ferraresi/i);

  const erased = await call(adminErase, `/api/admin/leads/${giulia.publicId}`, {
    method: 'DELETE',
    cookie,
    headers: { origin: 'http://localhost:3000' },
    params: { leadId: giulia.publicId },
  });
  expect(erased.status).toBe(200);

  const after = await d.auditLog.findMany({ orderBy: { id: 'asc' } });
  const text = JSON.stringify(after);
  for (const trace of [/giulia/i, /ferraresi/i, /3471234567/, /347 123 4567/])
    expect(text).not.toMatch(trace);

  const exports = after.filter((a) => a.action === 'lead.export' || a.action === 'call.export');
  expect(exports.map((a) => a.details)).toEqual([
    { search: '[erased]', status: 'all', period: 'all', experience: 'all', rows: 1 },
    { search: '[erased]', status: 'all', period: 'all', experience: 'all', rows: 1 },
    { search: '[erased]', status: 'all', period: 'all', experience: 'all', rows: 1 },
    { search: '[erased]', status: 'all', period: 'all', experience: 'all', rows: 1 },
    { search: 'bianchi', status: 'all', period: 'all', experience: 'all', rows: 1 },
    { status: 'pending', period: 'all', experience: 'all', rows: 2 },
    { q: '[erased]', kind: 'all', status: 'all', period: 'all', rows: 1 },
    { q: '[erased]', kind: 'all', status: 'all', period: 'all', rows: 1 },
  ]);
  // Who exported, and when, is still on record.
  expect(exports.map((a) => [a.username, a.createdAt])).toEqual(
    before
      .filter((a) => a.action === 'lead.export' || a.action === 'call.export')
      .map((a) => [a.username, a.createdAt]),
  );
});
