/**
 * The settings tab: GET /api/admin/settings and PUT /api/admin/settings. The partner broker
 * (all five fields or none) and the premium plan's monthly places, as the operator edits them;
 * a stored value overrides its environment variable (PARTNER_BROKER_*, PREMIUM_MONTHLY_CAPACITY),
 * which stays the default until the first save. One schema for the form and the route: it
 * takes the form's text fields and gives the typed settings.
 */
import * as z from 'zod/mini';
import type { PartnerBroker } from '@/lib/offers';

/** The partner broker with the one address /go/partner redirects to. */
export interface PartnerBrokerSetting extends PartnerBroker {
  url: string;
}

/** The settings the public pages and the offers read. */
export interface SiteSettings {
  /** Null: no partner broker, so no partner panel and /go/partner answers 404. */
  partnerBroker: PartnerBrokerSetting | null;
  /** Null: no monthly capacity, so no "places left" figure. */
  premiumMonthlyCapacity: number | null;
}

/** Where each setting's value comes from: saved in the back-office, or the environment. */
export type SettingSource = 'stored' | 'env';

/** Answer of GET and PUT /api/admin/settings. */
export interface SettingsResponse {
  settings: SiteSettings;
  sources: Record<keyof SiteSettings, SettingSource>;
}

/** The form's fields, in order; the partner's five are all filled or all empty. */
export const PARTNER_FIELDS = [
  'partnerName',
  'partnerRegulator',
  'partnerAuthorisation',
  'partnerRetailLossPercent',
  'partnerUrl',
] as const;

const E = 'admin.settings.errors';

/** Whether `value` is an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A whole number within [min, max] written in digits. */
const inRange = (min: number, max: number) => (value: string) =>
  /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max;

/** A trimmed text field that is empty or passes `valid`, else `message`. */
const field = (valid: (value: string) => boolean, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || valid(v), message),
  );

const length = (min: number, max: number) => (v: string) => v.length >= min && v.length <= max;

const settingsFields = z.object({
  partnerName: field(length(2, 80), `${E}.name`),
  partnerRegulator: field(length(2, 80), `${E}.regulator`),
  partnerAuthorisation: field(length(1, 80), `${E}.authorisation`),
  partnerRetailLossPercent: field(inRange(1, 100), `${E}.retailLossPercent`),
  partnerUrl: field((v) => v.length <= 2000 && isHttpUrl(v), `${E}.url`),
  premiumMonthlyCapacity: field(inRange(1, 100_000), `${E}.capacity`),
});

/** The form's values: every field as text ('' for none). */
export type SettingsFormInput = z.input<typeof settingsFields>;

/**
 * PUT /api/admin/settings body and the form's resolver: the partner's five fields all filled
 * (a partner broker) or all empty (none), the capacity empty (none) or 1–100000.
 */
export const settingsSchema = z.pipe(
  settingsFields.check(
    z.superRefine((v, ctx) => {
      const filled = PARTNER_FIELDS.filter((name) => v[name] !== '');
      if (filled.length === 0 || filled.length === PARTNER_FIELDS.length) return;
      for (const name of PARTNER_FIELDS)
        if (v[name] === '')
          ctx.issues.push({
            code: 'custom',
            input: v[name],
            path: [name],
            message: `${E}.partnerAll`,
          });
    }),
  ),
  z.transform((v): SiteSettings => ({
    partnerBroker: v.partnerName
      ? {
          name: v.partnerName,
          regulator: v.partnerRegulator,
          authorisation: v.partnerAuthorisation,
          retailLossPercent: Number(v.partnerRetailLossPercent),
          url: v.partnerUrl,
        }
      : null,
    premiumMonthlyCapacity: v.premiumMonthlyCapacity ? Number(v.premiumMonthlyCapacity) : null,
  })),
);

/** The form's values for `settings` (the inverse of settingsSchema). */
export function settingsFormValues(settings: SiteSettings): SettingsFormInput {
  const p = settings.partnerBroker;
  return {
    partnerName: p?.name ?? '',
    partnerRegulator: p?.regulator ?? '',
    partnerAuthorisation: p?.authorisation ?? '',
    partnerRetailLossPercent: p ? String(p.retailLossPercent) : '',
    partnerUrl: p?.url ?? '',
    premiumMonthlyCapacity:
      settings.premiumMonthlyCapacity === null ? '' : String(settings.premiumMonthlyCapacity),
  };
}
