/**
 * The parts the API's answers are built of (lib/contracts/**): how an instant, a day or a count
 * is written, and fields several answers share. Not answers themselves: the OpenAPI document
 * names no component after them (docs/api.md).
 */
import * as z from 'zod/mini';

/** An instant as the API writes it: ISO 8601 in UTC (`Date.prototype.toISOString`). */
export const instant = () => z.iso.datetime();

/** A calendar day 'YYYY-MM-DD'. */
export const day = () => z.iso.date();

/** A count or an id: a whole number. */
export const count = () => z.int();

/** The lead's public id (a UUID); the serial id never leaves the server. */
export const leadId = z.uuid().check(z.describe('The lead’s public id.'));

export const role = z.enum(['owner', 'caller']);

export const recoveryCodes = z.array(z.string()).check(z.describe('Shown this once.'));

export const source = z.enum(['stored', 'env']);

export const text = () => z.nullable(z.string());

export const rate = () =>
  z.nullable(z.number().check(z.describe('A fraction 0..1; null: nothing to divide by.')));

export const leadUuid = z.uuid();

export const dailyPoint = z.object({
  date: day(),
  registrations: count(),
  verifications: count(),
});
