/**
 * The analytics tab: GET /api/admin/analytics?month=YYYY-MM (the month's report),
 * PUT /api/admin/ad-spend (a campaign's spend for a month), POST /api/admin/ad-spend/meta-import
 * (read the spend from Meta now) and PUT /api/admin/lead-value (what a lead is worth from a day
 * on). The spend form checks its input
 * with the route's own schema (adSpendSchema, imported on submit); no server imports.
 */
import * as z from 'zod/mini';
import {
  LEAD_VALUE_BASES,
  MONTH_PATTERN,
  type LeadValueBasis,
} from '@/lib/validation/analytics-params';
import {
  count,
  day as isoDay,
  instant,
  text,
  rate,
  dailyPoint,
} from '@/lib/contracts/answer-parts';

const month = z.string().check(z.regex(MONTH_PATTERN, 'validation.invalid'));

/** GET /api/admin/analytics?month=YYYY-MM (absent: the current Europe/Rome month). */
export const analyticsQuerySchema = z.object({ month: z.optional(month) });

/** Largest spend one campaign can have in one month, in euro. */
export const MAX_AD_SPEND_EURO = 10_000_000;

/** Euro with at most two decimals, '.' or ',' as separator: '31.5', '1200,00', '0'. */
const EURO_PATTERN = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/**
 * Euro amount → integer cents without floating point ('0.29' → 29), or null when `value` is
 * not 0 … MAX_AD_SPEND_EURO with at most two decimals. Numbers are read through their
 * shortest decimal form (31.5 → '31.5'; 1e-7 and NaN are refused).
 */
export function euroToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!EURO_PATTERN.test(text)) return null;
  const [whole, fraction = ''] = text.split(/[.,]/) as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= MAX_AD_SPEND_EURO * 100 ? cents : null;
}

/**
 * PUT /api/admin/ad-spend body: `{campaignId, month: 'YYYY-MM', amountEuro}` where amountEuro
 * is a number or a decimal string, 0 … 10,000,000 with at most 2 decimals. Output carries
 * `amountCents` (integer); 0 removes the month's spend of that campaign.
 */
export const adSpendSchema = z.pipe(
  z.object({
    campaignId: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.invalid'),
        z.maxLength(120, 'validation.invalid'),
      ),
    month,
    amountEuro: z
      .union([z.number(), z.string().check(z.maxLength(20))])
      .check(z.refine((v) => euroToCents(v) !== null, 'validation.invalid')),
  }),
  z.transform(({ campaignId, month, amountEuro }) => ({
    campaignId,
    month,
    amountCents: euroToCents(amountEuro) ?? 0,
  })),
);
export type AdSpendInput = z.output<typeof adSpendSchema>;

/** Body of PUT /api/admin/ad-spend as the form sends it (amountEuro as typed). */
export type AdSpendRequest = z.input<typeof adSpendSchema>;

/** A campaign's spend for a month, as stored. */
export type AdSpendView = AdSpendResponse['spend'];

/** Answer of PUT /api/admin/ad-spend: what is now stored. */
export type AdSpendResponse = z.output<typeof adSpendResponse>;

export { LEAD_VALUE_BASES, type LeadValueBasis };

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
const day = z.string().check(
  z.refine((text) => {
    if (!/^20\d{2}-\d{2}-\d{2}$/.test(text)) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'validation.invalid'),
);

/**
 * PUT /api/admin/lead-value body: `{validFrom: 'YYYY-MM-DD', basis: 'lead'|'verified',
 * amountEuro}` (amount as for the ad spend). The value applies to the leads registered from
 * that Rome day on, until the next entry's day; 0 removes that day's entry.
 */
export const leadValueSchema = z.pipe(
  z.object({
    validFrom: day,
    basis: z.enum(LEAD_VALUE_BASES),
    amountEuro: z
      .union([z.number(), z.string().check(z.maxLength(20))])
      .check(z.refine((v) => euroToCents(v) !== null, 'validation.invalid')),
  }),
  z.transform(({ validFrom, basis, amountEuro }) => ({
    validFrom,
    basis,
    amountCents: euroToCents(amountEuro) ?? 0,
  })),
);
export type LeadValueInput = z.output<typeof leadValueSchema>;
export type LeadValueRequest = z.input<typeof leadValueSchema>;

/** One entry of the lead-value history. */
export type LeadValueView = LeadValueResponse['value'];

/** Answer of PUT /api/admin/lead-value: what is now stored. */
export type LeadValueResponse = z.output<typeof leadValueResponse>;

/**
 * The month's ad spend over every campaign, what a lead cost, and what the leads are worth
 * by the lead value the operator entered: value, spend and ROI = (value − spend) / spend.
 */
export type SpendSummary = NonNullable<AnalyticsReport['spend']>;

export const IMPORT_RUN_STATUSES = ['running', 'done', 'failed', 'throttled', 'abandoned'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

/** One run of the Meta spend import. */
export type MetaImportRun = MetaImportResponse['run'];

/** One Meta campaign, ad set or ad in the month, and what its leads cost. */
export type MetaObjectSpend = MetaSpendReport['campaigns'][number];

/** The month's Meta spend as imported. */
export type MetaSpendReport = NonNullable<SpendSummary['meta']>;

/** Answer of POST /api/admin/ad-spend/meta-import: the run it made. */
export type MetaImportResponse = z.output<typeof metaImportResponse>;

/** Where a spend figure comes from: imported from Meta, or entered by hand. */
export const SPEND_SOURCES = ['meta', 'manual'] as const;
export type SpendSource = (typeof SPEND_SOURCES)[number];

/** A campaign with spend in the month, and what its leads cost. */
export type CampaignSpend = SpendSummary['campaigns'][number];

/** Answer of GET /api/admin/analytics. */
export type AnalyticsReport = z.output<typeof analyticsReport>;

const cents = () => count().check(z.describe('Integer euro cents.'));

const monthText = () => z.string().check(z.describe('`YYYY-MM` (Rome calendar).'));

const leadValueView = z.object({
  /** 'YYYY-MM-DD' (Rome day). */
  validFrom: isoDay(),
  basis: z.enum(LEAD_VALUE_BASES),
  /** Integer euro cents; 0 in an answer means the entry was removed. */
  amountCents: cents(),
});

const metaImportRun = z.object({
  status: z.enum(IMPORT_RUN_STATUSES),
  trigger: z.enum(['schedule', 'manual']),
  startedAt: instant(),
  finishedAt: z.nullable(instant()),
  /** The days read, 'YYYY-MM-DD' (ad account calendar), inclusive. */
  since: isoDay(),
  until: isoDay(),
  /** Rows stored by a finished run. */
  rows: z.nullable(count()),
  /** Meta's refusal or the rate limit that stopped the run. */
  error: text(),
});

const metaObjectSpend = z.object({
  /** Meta's id of the campaign, ad set or ad. */
  id: z.string(),
  name: z.string(),
  /** The campaign's name (ad sets and ads) and the ad set's (ads); null at higher levels. */
  campaignName: text(),
  adsetName: text(),
  /** Our campaign ids its ads are linked to ([]: its spend is unmapped). */
  campaignIds: z.array(z.string()),
  /** Integer euro cents (other currencies are left out: MetaSpendReport.otherCurrencies). */
  spendCents: cents(),
  impressions: count(),
  clicks: count(),
  /** Leads of the month whose campaign id is one of campaignIds, and the verified ones. */
  leads: count(),
  verified: count(),
  /** Null with no lead, and when `shared`. */
  costPerLeadCents: z.nullable(cents()),
  costPerVerifiedCents: z.nullable(cents()),
  /**
   * One of its campaign ids is carried by another object of the same level too: those leads cannot
   * be told apart between them, so no cost per lead is shown for either.
   */
  shared: z.boolean(),
});

const metaSpendReport = z
  .nullable(
    z.object({
      /** Whether META_ADS_ACCESS_TOKEN and META_AD_ACCOUNT_ID are set. */
      configured: z.boolean(),
      /** The newest run, and when one last stored spend. */
      lastRun: z.nullable(metaImportRun),
      lastSuccessAt: z.nullable(instant()),
      campaigns: z.array(metaObjectSpend),
      adsets: z.array(metaObjectSpend),
      ads: z.array(metaObjectSpend),
      /** Spend on ads linked to none of our campaign ids (euro cents). */
      unmappedCents: cents(),
      /** Currencies other than EUR in the month's rows: those rows count in no figure. */
      otherCurrencies: z.array(z.string()),
    }),
  )
  .check(
    z.describe(
      'The month’s spend imported from Meta per campaign, ad set and ad; null: no import configured or stored.',
    ),
  );

export const metaImportResponse = z.object({ run: metaImportRun });

export const analyticsReport = z.object({
  month: monthText(),
  today: z.object({
    registrations: count(),
    verifications: count(),
    conversion: rate(),
  }),
  goals: z.object({
    leads: z.object({ goal: count(), actual: count() }),
    verifications: z.object({ goal: count(), actual: count() }),
  }),
  daily: z.array(dailyPoint),
  sources: z.array(z.object({ source: text(), leads: count() })),
  spend: z
    .nullable(
      z.object({
        campaigns: z.array(
          z.object({
            campaignId: z.string(),
            /** The month's spend: Meta's (the imported ads linked to this id) when there is any, else the amount entered by hand. */
            amountCents: cents(),
            source: z.enum(SPEND_SOURCES),
            /** An amount entered by hand that the import replaced (counted nowhere); null: none. */
            replacedManualCents: z.nullable(cents()),
            /** Leads of the month whose last-touch campaign (`campaignId`) is this one. */
            leads: count(),
            /** Of those, the verified ones. */
            verified: count(),
            /** amountCents / leads rounded to a cent; null with no lead. */
            costPerLeadCents: z.nullable(cents()),
            costPerVerifiedCents: z.nullable(cents()),
            /** Value of its leads (see SpendSummary.valueCents); null with no lead value entered. */
            valueCents: z.nullable(cents()),
            /** (valueCents − amountCents) / amountCents; null without a value. */
            roi: z.nullable(z.number()),
          }),
        ),
        /** Every campaign's spend plus the Meta spend linked to no campaign id (unmappedCents). */
        totalCents: cents(),
        /** Meta spend of the month on ads whose names carry none of our campaign ids. */
        unmappedCents: cents(),
        /** Over the campaigns with spend only; null with no lead. */
        costPerLeadCents: z.nullable(cents()),
        costPerVerifiedCents: z.nullable(cents()),
        /** Value of the leads of the campaigns with spend, by the lead value in force on each lead's registration day; null while no lead value is in force by the month's end. */
        valueCents: z.nullable(cents()),
        /** (valueCents − totalCents) / totalCents; null without a value or without spend. */
        roi: z.nullable(z.number()),
        /**
         * Leads of those campaigns registered before the first lead value's day: worth nothing
         * known.
         */
        unvaluedLeads: count(),
        /** The lead-value history, newest first. */
        leadValues: z.array(leadValueView),
        /**
         * The month's imported Meta spend by campaign, ad set and ad; null: no import configured or
         * stored.
         */
        meta: metaSpendReport,
      }),
    )
    .check(z.describe('null for a caller, whose role does not include what campaigns cost.')),
});

export const adSpendResponse = z.object({
  spend: z.object({
    campaignId: z.string(),
    month: monthText(),
    /** Integer euro cents; 0 means the entry was removed. */
    amountCents: cents(),
  }),
});

export const leadValueResponse = z.object({ value: leadValueView });
