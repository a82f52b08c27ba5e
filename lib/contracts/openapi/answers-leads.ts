/**
 * The answers of the back-office's leads, call list and reports as zod schemas for the OpenAPI
 * document, each tied to the type its route `satisfies` (answerOf).
 */
import * as z from 'zod/mini';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';
import { EXPERIENCE_GROUP_IDS } from '@/lib/admin/experience-groups';
import { CALL_KINDS, CALL_OUTCOMES, CALL_STATUSES } from '@/lib/offers';
import { FOLLOW_UP_EVENTS } from '@/lib/meta/events';
import { FUNNEL_PERIODS } from '@/lib/validation/analytics-params';
import {
  LEAD_PRIORITIES,
  SMS_DELIVERY_STATES,
  type LeadDetailResponse,
  type LeadEmailResponse,
  type LeadNoteResponse,
  type LeadPage,
  type LeadPriorityResponse,
} from '../admin/leads';
import type {
  CallOutcomeResponse,
  CallPage,
  CallStatusResponse,
  PartnerClickSummary,
} from '../admin/calls';
import type { DashboardKpis } from '../admin/kpis';
import type {
  AnalyticsReport,
  AdSpendResponse,
  LeadValueResponse,
  MetaImportResponse,
} from '../admin/analytics';
import { IMPORT_RUN_STATUSES, LEAD_VALUE_BASES, SPEND_SOURCES } from '../admin/analytics';
import type { FunnelReport } from '../admin/funnel';
import type { CampaignLeadsResponse, CampaignsResponse } from '../admin/campaigns';
import type { LiveVisitors } from '../admin/visitors';
import type { AuditResponse } from '../admin/audit';
import { answerOf } from './conforms';
import { count, day, instant } from './answers-public';
import { delivery } from './answers-admin';

const text = () => z.nullable(z.string());
const rate = () =>
  z.nullable(z.number().check(z.describe('A fraction 0..1; null: nothing to divide by.')));
const cents = () => count().check(z.describe('Integer euro cents.'));
const month = () => z.string().check(z.describe('`YYYY-MM` (Rome calendar).'));
const leadId = z.uuid();

const leadRowFields = {
  id: leadId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  experience: z.enum(EXPERIENCE_LEVELS),
  isVerified: z.boolean(),
  priority: z.enum(LEAD_PRIORITIES),
  campaignId: text(),
  adSource: text(),
  locale: z.string(),
  createdAt: instant(),
};

const lastSms = z.nullable(
  z.object({
    state: z.enum(SMS_DELIVERY_STATES),
    errorCode: text(),
    sentAt: instant(),
    receiptAt: z.nullable(instant()),
  }),
);

export const leadRow = z.object(leadRowFields);

export const leadPage = answerOf<LeadPage>()(
  z.object({
    leads: z.array(
      z.object({
        ...leadRowFields,
        email: z.nullable(z.string()).check(z.describe('null for a caller (no bulk contacts).')),
        phone: z.nullable(z.string()).check(z.describe('null for a caller (no bulk contacts).')),
        lastSms,
      }),
    ),
    total: count(),
    page: count(),
    pageSize: count(),
  }),
);

const leadNote = z.object({ id: count(), body: z.string(), author: text(), createdAt: instant() });

export const leadDetailResponse = answerOf<LeadDetailResponse>()(
  z.object({
    lead: z.object({
      ...leadRowFields,
      lastSms,
      verifiedAt: z.nullable(instant()),
      isFreeAccess: z.boolean(),
      freeAccessExpiresAt: z.nullable(instant()),
      registrationNumber: text(),
      emailOptOutAt: z.nullable(instant()),
      lastTouch: z.object({
        campaignId: text(),
        source: text(),
        utmSource: text(),
        utmMedium: text(),
        utmCampaign: text(),
        utmContent: text(),
        utmTerm: text(),
        fbclid: text(),
      }),
      firstTouch: z.object({
        landingPage: text(),
        campaignId: text(),
        source: text(),
        utmSource: text(),
        utmMedium: text(),
        utmCampaign: text(),
      }),
      consents: z.array(
        z.object({
          kind: z.string(),
          policyVersion: z.string(),
          scope: z.unknown(),
          ipTruncated: text(),
          createdAt: instant(),
        }),
      ),
      consultations: z.array(
        z.object({
          preferredDate: z.string(),
          preferredTime: z.string(),
          experience: z.string(),
          goals: z.string(),
          questions: text(),
          createdAt: instant(),
        }),
      ),
      notes: z.array(leadNote),
      emails: z.array(delivery),
    }),
  }),
);

export const leadPriorityResponse = answerOf<LeadPriorityResponse>()(z.object({ lead: leadRow }));

export const leadNoteResponse = answerOf<LeadNoteResponse>()(z.object({ note: leadNote }));

export const leadEmailResponse = answerOf<LeadEmailResponse>()(
  z.object({ email: z.object({ id: z.string(), status: z.literal('pending') }) }),
);

const callKind = z.enum(CALL_KINDS);
const callStatus = z.enum(CALL_STATUSES);
const callOutcome = z.enum(CALL_OUTCOMES);

export const callPage = answerOf<CallPage>()(
  z.object({
    entries: z.array(
      z.object({
        kind: callKind,
        id: count(),
        lead: z.nullable(
          z.object({
            id: leadId,
            firstName: z.string(),
            lastName: z.string(),
            email: text(),
            phone: text(),
          }),
        ),
        preferredDate: text(),
        preferredTime: text(),
        goals: text(),
        questions: text(),
        status: callStatus,
        statusChangedAt: z.nullable(instant()),
        outcome: z.nullable(callOutcome),
        outcomeChangedAt: z.nullable(instant()),
        createdAt: instant(),
      }),
    ),
    total: count(),
    byStatus: z.object({ new: count(), contacted: count(), done: count(), no_answer: count() }),
    page: count(),
    pageSize: count(),
  }),
);

export const callStatusResponse = answerOf<CallStatusResponse>()(
  z.object({
    entry: z.object({
      kind: callKind,
      id: count(),
      status: callStatus,
      statusChangedAt: instant(),
    }),
  }),
);

export const callOutcomeResponse = answerOf<CallOutcomeResponse>()(
  z.object({
    entry: z.object({
      kind: callKind,
      id: count(),
      outcome: callOutcome,
      outcomeChangedAt: instant(),
    }),
    meta: z
      .object({
        event: z.nullable(z.enum(FOLLOW_UP_EVENTS)),
        result: z.enum(['queued', 'already_queued', 'not_sent']),
      })
      .check(
        z.describe(
          'The follow-up Conversions API event (null: not_interested sends none) and whether it was queued now, before (once per lead), or not sent (API off, no lead, no marketing consent).',
        ),
      ),
  }),
);

export const partnerClickSummary = answerOf<PartnerClickSummary>()(
  z.object({
    today: count(),
    last30Days: count(),
    recent: z.array(
      z.object({
        at: instant(),
        lead: z.nullable(z.object({ id: leadId, firstName: z.string(), lastName: z.string() })),
        campaignId: text(),
      }),
    ),
  }),
);

const dailyPoint = z.object({
  date: day(),
  registrations: count(),
  verifications: count(),
});

export const dashboardKpis = answerOf<DashboardKpis>()(
  z.object({
    totalLeads: count(),
    leadsToday: count(),
    verifiedLeads: count(),
    verificationRate: rate(),
    highPriorityLeads: count(),
    conversionRate: rate(),
    experience: z.array(
      z.object({
        group: z.enum(EXPERIENCE_GROUP_IDS),
        count: count(),
        levels: z.array(z.object({ level: z.enum(EXPERIENCE_LEVELS), count: count() })),
      }),
    ),
    daily: z.array(dailyPoint),
    callsToCall: count(),
  }),
);

const leadValueView = z.object({
  validFrom: day(),
  basis: z.enum(LEAD_VALUE_BASES),
  amountCents: cents(),
});

const metaImportRun = z.object({
  status: z.enum(IMPORT_RUN_STATUSES),
  trigger: z.enum(['schedule', 'manual']),
  startedAt: instant(),
  finishedAt: z.nullable(instant()),
  since: day(),
  until: day(),
  rows: z.nullable(count()),
  error: text(),
});

const metaObjectSpend = z.object({
  id: z.string(),
  name: z.string(),
  campaignName: text(),
  adsetName: text(),
  campaignIds: z.array(z.string()),
  spendCents: cents(),
  impressions: count(),
  clicks: count(),
  leads: count(),
  verified: count(),
  costPerLeadCents: z.nullable(cents()),
  costPerVerifiedCents: z.nullable(cents()),
  shared: z.boolean(),
});

const metaSpendReport = z
  .nullable(
    z.object({
      configured: z.boolean(),
      lastRun: z.nullable(metaImportRun),
      lastSuccessAt: z.nullable(instant()),
      campaigns: z.array(metaObjectSpend),
      adsets: z.array(metaObjectSpend),
      ads: z.array(metaObjectSpend),
      unmappedCents: cents(),
      otherCurrencies: z.array(z.string()),
    }),
  )
  .check(
    z.describe(
      'The month’s spend imported from Meta per campaign, ad set and ad; null: no import configured or stored.',
    ),
  );

export const metaImportResponse = answerOf<MetaImportResponse>()(z.object({ run: metaImportRun }));

export const analyticsReport = answerOf<AnalyticsReport>()(
  z.object({
    month: month(),
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
              amountCents: cents(),
              source: z.enum(SPEND_SOURCES),
              replacedManualCents: z.nullable(cents()),
              leads: count(),
              verified: count(),
              costPerLeadCents: z.nullable(cents()),
              costPerVerifiedCents: z.nullable(cents()),
              valueCents: z.nullable(cents()),
              roi: z.nullable(z.number()),
            }),
          ),
          totalCents: cents(),
          unmappedCents: cents(),
          costPerLeadCents: z.nullable(cents()),
          costPerVerifiedCents: z.nullable(cents()),
          valueCents: z.nullable(cents()),
          roi: z.nullable(z.number()),
          unvaluedLeads: count(),
          leadValues: z.array(leadValueView),
          meta: metaSpendReport,
        }),
      )
      .check(z.describe('null for a caller, whose role does not include what campaigns cost.')),
  }),
);

export const adSpendResponse = answerOf<AdSpendResponse>()(
  z.object({ spend: z.object({ campaignId: z.string(), month: month(), amountCents: cents() }) }),
);

export const leadValueResponse = answerOf<LeadValueResponse>()(z.object({ value: leadValueView }));

export const funnelReport = answerOf<FunnelReport>()(
  z.object({
    period: z.enum(FUNNEL_PERIODS),
    campaign: text(),
    stages: z.array(
      z.object({
        stage: z.enum(['visitors', 'registrations', 'verified', 'qualified']),
        count: count(),
        dropOff: rate(),
      }),
    ),
    unverified: z.object({
      smsNotDelivered: count(),
      smsUnconfirmed: count(),
      codeNotEntered: count(),
    }),
    measures: z.object({
      smsSent: count(),
      smsNotDelivered: count(),
      smsDelivered: count(),
      codeNotEntered: count(),
      callRequests: count(),
      callsLate: count(),
    }),
    campaigns: z.array(
      z.object({
        campaignId: z.string(),
        visitors: count(),
        registrations: count(),
        verified: count(),
        qualified: count(),
      }),
    ),
  }),
);

const campaignSummary = z.object({
  campaignId: z.string(),
  adSource: text(),
  leadCount: count(),
  verifiedCount: count(),
  latestLead: z.nullable(instant()),
});

export const campaignsResponse = answerOf<CampaignsResponse>()(
  z.object({
    campaigns: z.array(campaignSummary),
    totals: z.object({
      campaigns: count(),
      leads: count(),
      verified: count(),
      best: z.nullable(campaignSummary),
    }),
    page: count(),
    pageSize: count(),
  }),
);

export const campaignLeadsResponse = answerOf<CampaignLeadsResponse>()(
  z.object({
    counts: z
      .record(z.string(), count())
      .check(z.describe('Leads per campaign id; an id without leads is absent.')),
  }),
);

export const liveVisitors = answerOf<LiveVisitors>()(
  z.object({
    onlineNow: count(),
    total: count(),
    page: count(),
    pageSize: count(),
    countryCount: count(),
    pageCount: count(),
    countries: z.array(z.object({ countryCode: text(), country: text(), count: count() })),
    pages: z.array(z.object({ path: z.string(), name: z.string(), count: count() })),
    visitors: z.array(
      z.object({
        sessionId: z.string(),
        country: text(),
        countryCode: text(),
        city: text(),
        currentPage: z.string(),
        pageName: z.string(),
        ipAddress: text(),
        referrer: z.string(),
        lastSeen: instant(),
        isActive: z.boolean(),
      }),
    ),
  }),
);

export const auditResponse = answerOf<AuditResponse>()(
  z.object({
    entries: z.array(
      z.object({
        id: count(),
        username: z.string(),
        action: z.string(),
        targetType: text(),
        targetId: text(),
        details: z.unknown(),
        ipTruncated: text(),
        createdAt: instant(),
      }),
    ),
  }),
);
