/**
 * A lead's registration as the form sends it (POST /api/leads, docs/product.md): the tests that
 * only need a registered lead start from here and change what they test.
 */
import { POST as register } from '@/app/api/leads/route';
import { call, type CallResult } from './http';

/** A body POST /api/leads accepts for `phone`, with `over` laid over it. */
export function registrationBody(phone: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Mario',
    lastName: 'Bianchi',
    email: 'mario@example.it',
    phone,
    password: 'segreta1',
    experience: 'base',
    privacyAccepted: true,
    ...over,
  };
}

/** Sends the registration of `phone` (with `over`); the answer, whatever it is. */
export function registration(phone: string, over: Record<string, unknown> = {}) {
  return call(register, '/api/leads', { body: registrationBody(phone, over) });
}

/** Registers `phone` (with `over`) and expects 201 Created. */
export async function registerLead(
  phone: string,
  over: Record<string, unknown> = {},
): Promise<CallResult> {
  const res = await registration(phone, over);
  expect(res.status).toBe(201);
  return res;
}
