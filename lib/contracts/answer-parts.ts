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

/** An admin's role (lib/contracts/admin/session.ts AdminRole). */
export const role = z.enum(['owner', 'caller']);

/** The second factor's recovery codes, answered once (enabling it, or an enrolment). */
export const recoveryCodes = z.array(z.string()).check(z.describe('Shown this once.'));

/** Where a setting's value comes from: saved in the back-office, or the environment. */
export const source = z.enum(['stored', 'env']);

/** A text that may be absent (null). */
export const text = () => z.nullable(z.string());

/** A share 0..1, null when there is nothing to divide by. */
export const rate = () =>
  z.nullable(z.number().check(z.describe('A fraction 0..1; null: nothing to divide by.')));

/** The lead's public id in the back-office's answers (no description of its own). */
export const leadUuid = z.uuid();

/** One day of the dashboard's and the analytics' series. */
export const dailyPoint = z.object({
  /** 'YYYY-MM-DD' (Rome calendar day). */
  date: day(),
  registrations: count(),
  verifications: count(),
});
