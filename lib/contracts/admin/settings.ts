/**
 * The settings tab: GET /api/admin/settings and PUT /api/admin/settings. The partner broker
 * (all five fields or none) and the premium plan's monthly places, as the operator edits them;
 * a stored value overrides its environment variable (PARTNER_BROKER_*, PREMIUM_MONTHLY_CAPACITY),
 * which stays the default until the first save. One schema for the form and the route: it
 * takes the form's text fields and gives the typed settings.
 */
import * as z from 'zod/mini';
import { count, source } from '@/lib/contracts/answer-parts';

/** The partner broker with the one address /go/partner redirects to. */
export type PartnerBrokerSetting = NonNullable<SiteSettings['partnerBroker']>;

/** The settings the public pages and the offers read. */
export type SiteSettings = SettingsResponse['settings'];

/** Where each setting's value comes from: saved in the back-office, or the environment. */
export type SettingSource = 'stored' | 'env';

/** Answer of GET and PUT /api/admin/settings. */
export type SettingsResponse = z.output<typeof settingsResponse>;

/** The form's fields, in order; the partner's five are all filled or all empty. */
export const PARTNER_FIELDS = [
  'partnerName',
  'partnerRegulator',
  'partnerAuthorisation',
  'partnerRetailLossPercent',
  'partnerUrl',
] as const;

const E = 'admin.settings.errors';

/** The hosts for which the partner URL may be plain http (a stand-in on this machine). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The partner broker's URL as /go/partner sends it in its Location header (`new URL(v).href`),
 * or null when it may not be one: not an absolute URL, longer than 2000 characters, with any
 * control character or white space (a raw CR/LF would split the header, and the URL parser
 * would silently drop it), or not https. Plain http is allowed only to a loopback host
 * (127.0.0.1, localhost, [::1]) and only when `allowLoopbackHttp` (outside production, or
 * with ALLOW_INSECURE_PARTNER_BROKER_URL=1: see lib/server/settings/site-settings.ts).
 */
export function normalPartnerUrl(
  value: string,
  { allowLoopbackHttp }: { allowLoopbackHttp: boolean },
): string | null {
  if (value.length > 2000 || /[\p{Cc}\p{Cf}\p{Z}\s]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const loopbackHttp =
    allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) return null;
  return url.href;
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

/** The form's fields; `urlMessage` is the partner URL's message key in the reader's catalogue. */
const settingsFieldsWith = (urlMessage: string) =>
  z.object({
    partnerName: field(length(2, 80), `${E}.name`),
    partnerRegulator: field(length(2, 80), `${E}.regulator`),
    partnerAuthorisation: field(length(1, 80), `${E}.authorisation`),
    partnerRetailLossPercent: field(inRange(1, 100), `${E}.retailLossPercent`),
    partnerUrl: field((v) => normalPartnerUrl(v, { allowLoopbackHttp: true }) !== null, urlMessage),
    premiumMonthlyCapacity: field(inRange(1, 100_000), `${E}.capacity`),
  });

/** The form's values: every field as text ('' for none). */
export type SettingsFormInput = z.input<ReturnType<typeof settingsFieldsWith>>;

/** The settings schema with the partner URL's message `urlMessage` (see the two below). */
const settingsSchemaWith = (urlMessage: string) =>
  z.pipe(
    settingsFieldsWith(urlMessage).check(
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
            // Stored as the URL parser writes it, the form in which it is sent.
            url: normalPartnerUrl(v.partnerUrl, { allowLoopbackHttp: true })!,
          }
        : null,
      premiumMonthlyCapacity: v.premiumMonthlyCapacity ? Number(v.premiumMonthlyCapacity) : null,
    })),
  );

/**
 * The form's resolver: the partner's five fields all filled (a partner broker) or all empty
 * (none), the capacity empty (none) or 1–100000, the URL https (http only to a loopback host;
 * the server also refuses that in production). Its messages are keys of the back-office
 * catalogue.
 */
export const settingsSchema = settingsSchemaWith(`${E}.url`);

/**
 * PUT /api/admin/settings body: the same rules as settingsSchema; the partner URL's message is
 * a key of the public catalogue (`validation.partnerUrl`), so the API answers it in Italian or
 * German, as the other messages of the API.
 */
export const settingsRequestSchema = settingsSchemaWith('validation.partnerUrl');

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

export const settingsResponse = z.object({
  settings: z.object({
    /** Null: no partner broker, so no partner panel and /go/partner answers 404. */
    partnerBroker: z.nullable(
      z.object({
        name: z.string(),
        regulator: z.string(),
        authorisation: z.string(),
        retailLossPercent: count(),
        url: z.string(),
      }),
    ),
    /** Null: no monthly capacity, so no "places left" figure. */
    premiumMonthlyCapacity: z.nullable(count()),
  }),
  sources: z.object({ partnerBroker: source, premiumMonthlyCapacity: source }),
});
