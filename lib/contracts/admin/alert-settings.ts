/**
 * The settings tab's alerts group: GET and PUT /api/admin/settings/alerts. The thresholds above
 * which the owners get an immediate email (lib/server/owner/alerts.ts), as the owner edits
 * them; until the first save the defaults below hold. One schema for the form and the route:
 * it takes the form's text fields and gives the numbers to store.
 */
import * as z from 'zod/mini';
import { count } from '@/lib/contracts/answer-parts';

/** The thresholds of the three alerts. */
export type AlertThresholds = AlertSettingsResponse['thresholds'];

export const ALERT_THRESHOLD_FIELDS = [
  'smsFailurePercent',
  'smsFailureMinCount',
  'outboxDelayMinutes',
  'refusedProofsPerHour',
] as const satisfies readonly (keyof AlertThresholds)[];

/** In force until the owner saves others: an alert is an exception, not a daily email. */
export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  smsFailurePercent: 20,
  smsFailureMinCount: 10,
  outboxDelayMinutes: 15,
  refusedProofsPerHour: 200,
};

/** The range of each threshold (whole numbers). */
export const ALERT_THRESHOLD_RANGE: Record<keyof AlertThresholds, [number, number]> = {
  smsFailurePercent: [1, 100],
  smsFailureMinCount: [1, 10_000],
  outboxDelayMinutes: [1, 1440],
  refusedProofsPerHour: [1, 1_000_000],
};

/** Answer of GET and PUT: the thresholds in force, where they come from, who gets the mail. */
export type AlertSettingsResponse = z.output<typeof alertSettingsResponse>;

/** A whole number within the field's range, written in digits. */
const threshold = (name: keyof AlertThresholds, message: string) => {
  const [min, max] = ALERT_THRESHOLD_RANGE[name];
  return z.string().check(
    z.trim(),
    z.refine((v) => /^\d{1,7}$/.test(v) && Number(v) >= min && Number(v) <= max, message),
  );
};

/**
 * The schema with each field's message `${prefix}.${field}`: the form's keys live in the
 * back-office catalogue, the route's in the public one (so the API answers in Italian or German).
 */
const alertSettingsSchemaWith = (prefix: string) =>
  z.pipe(
    z.object({
      smsFailurePercent: threshold('smsFailurePercent', `${prefix}.smsFailurePercent`),
      smsFailureMinCount: threshold('smsFailureMinCount', `${prefix}.smsFailureMinCount`),
      outboxDelayMinutes: threshold('outboxDelayMinutes', `${prefix}.outboxDelayMinutes`),
      refusedProofsPerHour: threshold('refusedProofsPerHour', `${prefix}.refusedProofsPerHour`),
    }),
    z.transform((v): AlertThresholds => ({
      smsFailurePercent: Number(v.smsFailurePercent),
      smsFailureMinCount: Number(v.smsFailureMinCount),
      outboxDelayMinutes: Number(v.outboxDelayMinutes),
      refusedProofsPerHour: Number(v.refusedProofsPerHour),
    })),
  );

/**
 * The form's resolver: every field a whole number in its range; messages in the back-office
 * catalogue.
 */
export const alertSettingsSchema = alertSettingsSchemaWith('admin.settings.alertErrors');

/** PUT /api/admin/settings/alerts body: the same rules, messages `validation.alerts.*`. */
export const alertSettingsRequestSchema = alertSettingsSchemaWith('validation.alerts');

/** The form's values: every field as text. */
export type AlertSettingsFormInput = z.input<typeof alertSettingsSchema>;

/** The form's values for `thresholds` (the inverse of the schema). */
export function alertFormValues(thresholds: AlertThresholds): AlertSettingsFormInput {
  return {
    smsFailurePercent: String(thresholds.smsFailurePercent),
    smsFailureMinCount: String(thresholds.smsFailureMinCount),
    outboxDelayMinutes: String(thresholds.outboxDelayMinutes),
    refusedProofsPerHour: String(thresholds.refusedProofsPerHour),
  };
}

export const alertSettingsResponse = z.object({
  thresholds: z.object({
    /** SMS of the last hour not delivered (refused, failed, expired), in % of those sent: 1–100. */
    smsFailurePercent: count(),
    /** Fewest SMS in the last hour for the failure rate to be judged: 1–10000. */
    smsFailureMinCount: count(),
    /** Minutes the oldest due outbox message may wait before an alert: 1–1440. */
    outboxDelayMinutes: count(),
    /** Refused proofs of work (bots at the forms) in the last hour: 1–1000000. */
    refusedProofsPerHour: count(),
  }),
  source: z.enum(['stored', 'default']),
  recipients: z.array(z.string()),
});
