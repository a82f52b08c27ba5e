/**
 * The answers of the back-office's session, account, settings and delivery routes as zod
 * schemas for the OpenAPI document, each tied to the type its route `satisfies` (answerOf).
 */
import * as z from 'zod/mini';
import { LOCALES } from '@/lib/i18n/locales';
import type { OperatorField } from '@/lib/site/operator';
import type { AdminLoginResponse } from '../admin/login';
import type {
  AdminLogoutResponse,
  AdminSessionResponse,
  EndOtherSessionsResponse,
} from '../admin/session';
import type {
  AccountCreateResponse,
  AccountsResponse,
  EnrolmentLinkResponse,
} from '../admin/accounts';
import type { MfaDisableResponse, MfaEnableResponse, MfaSetupResponse } from '../admin/mfa';
import type { EnrolmentCompleteResponse, EnrolmentStartResponse } from '../admin/enrolment';
import type { PasswordChangeResponse, StepUpResponse } from '../admin/step-up';
import type { SettingsResponse } from '../admin/settings';
import type { OperatorSettingsResponse } from '../admin/operator';
import type { AlertSettingsResponse } from '../admin/alert-settings';
import type { TestimonialsResponse, TestimonialView } from '../admin/testimonials';
import type { GuidesResponse, GuideUploadResponse } from '../admin/guides';
import { EBOOKS } from '@/lib/catalog/ebooks';
import type { AutomationsResponse, AutomationSwitchResponse } from '../admin/automations';
import { AUTOMATION_KEYS } from '../admin/automations';
import type { WebhookStatus, WebhookTestResponse } from '../admin/webhook';
import {
  DELIVERY_STATUSES,
  type DeliveriesResponse,
  type Delivery,
  type ReplayResponse,
} from '../admin/deliveries';
import type {
  LandingPerformanceResponse,
  OfferEndResponse,
  OffersListResponse,
} from '../admin/landing';
import {
  EXPERIMENT_STATUSES,
  type ExperimentResultsResponse,
  type ExperimentsResponse,
  type ExperimentView,
} from '../admin/experiments';
import { FORM_POSITIONS, HERO_IMAGES, VARIANT_KEYS } from '@/lib/experiments/pages';
import { answerOf } from './conforms';
import { count, day, instant } from './answers-public';

const role = z.enum(['owner', 'caller']);

export const adminLoginResponse = answerOf<AdminLoginResponse>()(
  z.object({ success: z.literal(true), message: z.string() }),
);

export const adminLogoutResponse = answerOf<AdminLogoutResponse>()(
  z.object({ success: z.literal(true) }),
);

export const adminSessionResponse = answerOf<AdminSessionResponse>()(
  z.object({ username: z.string(), role, mfaEnabled: z.boolean() }),
);

export const endOtherSessionsResponse = answerOf<EndOtherSessionsResponse>()(
  z.object({ ended: count() }),
);

const enrolmentLink = z.object({
  path: z.string().check(z.describe('`/admin-enrol#<token>`: shown once, never stored in clear.')),
  expiresAt: instant(),
});

export const accountsResponse = answerOf<AccountsResponse>()(
  z.object({
    accounts: z.array(
      z.object({
        id: count(),
        username: z.string(),
        email: z.nullable(z.string()),
        role,
        disabled: z.boolean(),
        mfaEnabled: z.boolean(),
        mustChangePassword: z.boolean(),
        createdAt: instant(),
      }),
    ),
    selfId: count(),
  }),
);

export const accountCreateResponse = answerOf<AccountCreateResponse>()(
  z.object({ id: count(), enrolment: enrolmentLink }),
);

export const enrolmentLinkResponse = answerOf<EnrolmentLinkResponse>()(
  z.object({ enrolment: enrolmentLink }),
);

export const mfaSetupResponse = answerOf<MfaSetupResponse>()(
  z.object({ secret: z.string(), otpauthUrl: z.string() }),
);

const recoveryCodes = z.array(z.string()).check(z.describe('Shown this once.'));

export const mfaEnableResponse = answerOf<MfaEnableResponse>()(z.object({ recoveryCodes }));

export const mfaDisableResponse = answerOf<MfaDisableResponse>()(
  z.object({ success: z.literal(true) }),
);

export const enrolmentStartResponse = answerOf<EnrolmentStartResponse>()(
  z.object({
    username: z.string(),
    secret: z.string(),
    otpauthUrl: z.string(),
    expiresAt: instant(),
  }),
);

export const enrolmentCompleteResponse = answerOf<EnrolmentCompleteResponse>()(
  z.object({ recoveryCodes }),
);

export const stepUpResponse = answerOf<StepUpResponse>()(z.object({ validUntil: instant() }));

export const passwordChangeResponse = answerOf<PasswordChangeResponse>()(
  z.object({ ended: count() }),
);

const source = z.enum(['stored', 'env']);

export const settingsResponse = answerOf<SettingsResponse>()(
  z.object({
    settings: z.object({
      partnerBroker: z.nullable(
        z.object({
          name: z.string(),
          regulator: z.string(),
          authorisation: z.string(),
          retailLossPercent: count(),
          url: z.string(),
        }),
      ),
      premiumMonthlyCapacity: z.nullable(count()),
    }),
    sources: z.object({ partnerBroker: source, premiumMonthlyCapacity: source }),
  }),
);

/** An object with one `value` per operator detail (lib/site/operator.ts OPERATOR_FIELDS). */
const perOperatorField = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    name: value,
    address: value,
    email: value,
    phone: value,
    register: value,
    vatId: value,
  } satisfies Record<OperatorField, T>);

export const operatorSettingsResponse = answerOf<OperatorSettingsResponse>()(
  z.object({
    operator: perOperatorField(z.nullable(z.string())),
    sources: perOperatorField(z.nullable(source)),
  }),
);

export const alertSettingsResponse = answerOf<AlertSettingsResponse>()(
  z.object({
    thresholds: z.object({
      smsFailurePercent: count(),
      smsFailureMinCount: count(),
      outboxDelayMinutes: count(),
      refusedProofsPerHour: count(),
    }),
    source: z.enum(['stored', 'default']),
    recipients: z.array(z.string()),
  }),
);

export const testimonialView = answerOf<TestimonialView>()(
  z.object({
    id: count(),
    locale: z.enum(LOCALES),
    name: z.string(),
    role: z.string(),
    location: z.string(),
    rating: count(),
    course: z.string(),
    imageUrl: z.nullable(z.string()),
    text: z.string(),
    completedCourses: count(),
    studyTime: z.string(),
    consentOnFile: z.boolean(),
    consentDate: z.nullable(day()),
    published: z.boolean(),
    publishedAt: z.nullable(instant()),
    createdAt: instant(),
    updatedAt: instant(),
  }),
);

export const testimonialsResponse = answerOf<TestimonialsResponse>()(
  z.object({ testimonials: z.array(testimonialView) }),
);

const guideFileView = z.object({
  ebookId: z.enum(EBOOKS.map((e) => e.id)),
  locale: z.enum(LOCALES),
  pages: z.int(),
  size: z.int(),
  fileName: z.string(),
  uploadedAt: instant(),
});

export const guideUploadResponse = answerOf<GuideUploadResponse>()(guideFileView);

export const guidesResponse = answerOf<GuidesResponse>()(
  z.object({
    guides: z.array(
      z.object({
        ebookId: z.enum(EBOOKS.map((e) => e.id)),
        locale: z.enum(LOCALES),
        pages: z.int(),
        upload: z.nullable(guideFileView),
      }),
    ),
    maxBytes: z.int(),
  }),
);

const automationKey = z.enum(AUTOMATION_KEYS);

export const automationsResponse = answerOf<AutomationsResponse>()(
  z.object({
    automations: z.array(
      z.object({
        key: automationKey,
        enabled: z.boolean(),
        counts: z.object({
          pending: count(),
          delivered: count(),
          failed: count(),
          cancelled: count(),
        }),
      }),
    ),
  }),
);

export const automationSwitchResponse = answerOf<AutomationSwitchResponse>()(
  z.object({ key: automationKey, enabled: z.boolean() }),
);

export const webhookStatus = answerOf<WebhookStatus>()(
  z.object({
    webhook: z.object({
      enabled: z.boolean(),
      url: z.nullable(z.string()),
      hasSecret: z.boolean(),
      disabledAt: z.nullable(instant()),
      disabledReason: z.nullable(z.string()),
    }),
    meta: z.object({
      enabled: z.boolean(),
      pixelId: z.nullable(z.string()),
      url: z.nullable(z.string()),
      testEventCode: z.nullable(z.string()),
    }),
  }),
);

export const webhookTestResponse = answerOf<WebhookTestResponse>()(
  z.object({
    success: z.boolean(),
    id: z.string(),
    delivered: z.boolean(),
    queued: z.boolean(),
    statusCode: z.nullable(count()),
    error: z.nullable(z.string()),
  }),
);

export const delivery = answerOf<Delivery>()(
  z.object({
    id: z.string().check(z.describe('`msg_` + 26 characters: the webhook-id of a webhook.')),
    channel: z.string(),
    eventType: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attemptCount: count(),
    nextAttemptAt: z.nullable(instant()),
    lastError: z.nullable(z.string()),
    createdAt: instant(),
    deliveredAt: z.nullable(instant()),
    subject: z.nullable(z.string()),
    attempts: z.array(
      z.object({
        attemptNo: count(),
        startedAt: instant(),
        durationMs: count(),
        statusCode: z.nullable(count()),
        ok: z.boolean(),
        error: z.nullable(z.string()),
        responseSnippet: z.nullable(z.string()),
      }),
    ),
  }),
);

export const deliveriesResponse = answerOf<DeliveriesResponse>()(
  z.object({ deliveries: z.array(delivery) }),
);

export const replayResponse = answerOf<ReplayResponse>()(z.object({ replayed: count() }));

const offerEnd = z.object({
  variantId: z.string(),
  offerEndsAt: z.nullable(instant()),
  offerEndsAtRome: z.nullable(
    z.string().check(z.describe('The same instant as Rome wall time, `YYYY-MM-DDTHH:mm`.')),
  ),
});

export const offersListResponse = answerOf<OffersListResponse>()(
  z.object({ offers: z.array(offerEnd) }),
);

export const offerEndResponse = answerOf<OfferEndResponse>()(z.object({ offer: offerEnd }));

export const landingPerformanceResponse = answerOf<LandingPerformanceResponse>()(
  z.object({
    variants: z.array(z.object({ variantId: z.string(), leads: count(), verified: count() })),
  }),
);

const variantKey = z.enum(VARIANT_KEYS);

export const experimentView = answerOf<ExperimentView>()(
  z.object({
    id: count(),
    name: z.string(),
    page: z.string().check(z.describe('The tested page’s public path, e.g. `/`.')),
    status: z.enum(EXPERIMENT_STATUSES),
    variants: z.array(
      z.object({
        key: variantKey,
        weight: count().check(z.describe('Share of traffic, 1–100 (relative to the others).')),
        changes: z.object({
          headline: z.optional(z.string()),
          subheadline: z.optional(z.string()),
          cta: z.optional(z.string()),
          heroImage: z.optional(z.enum(HERO_IMAGES)),
          formPosition: z.optional(z.enum(FORM_POSITIONS)),
        }),
      }),
    ),
    winner: z.nullable(variantKey),
    createdAt: instant(),
    startedAt: z.nullable(instant()),
    stoppedAt: z.nullable(instant()),
  }),
);

export const experimentsResponse = answerOf<ExperimentsResponse>()(
  z.object({ experiments: z.array(experimentView) }),
);

const interval = () => z.tuple([z.number(), z.number()]);
const probability = () => z.number().check(z.describe('A probability 0..1.'));

export const experimentReadout = answerOf<ExperimentResultsResponse['leads']>()(
  z.object({
    controlId: z.string(),
    variants: z.array(
      z.object({
        id: z.string(),
        isControl: z.boolean(),
        weight: z.number().check(z.describe('Share of traffic 0..1; the shares sum to 1.')),
        visitors: count(),
        conversions: count(),
        conversionRate: z.nullable(z.number()),
        posterior: z.object({
          alpha: z.number(),
          beta: z.number(),
          mean: z.number(),
          ci95: interval(),
        }),
        probabilityToBeatControl: z.nullable(probability()),
        probabilityToBeBest: probability(),
        lift: z.nullable(z.object({ median: z.number(), ci95: interval() })),
        keepRunning: z.boolean(),
        visitorsToMinimum: count(),
        conversionsToMinimum: count(),
      }),
    ),
    sampleRatio: z.nullable(
      z.object({
        chiSquare: z.number(),
        degreesOfFreedom: count(),
        pValue: probability(),
        expected: z.array(z.number()),
        mismatch: z.boolean(),
      }),
    ),
    keepRunning: z.array(z.string()),
    enoughData: z
      .boolean()
      .check(z.describe('Every variant has its minimum sample (visitors and conversions).')),
    leader: z.nullable(
      z.string().check(z.describe('The likeliest best variant; null while data are insufficient.')),
    ),
    minVisitors: count(),
    minConversions: count(),
    monteCarlo: z.object({ draws: count(), seed: count() }),
  }),
);

export const experimentResultsResponse = answerOf<ExperimentResultsResponse>()(
  z.object({
    experiment: experimentView,
    counts: z.array(
      z.object({
        key: variantKey,
        visitors: count().check(
          z.describe('Tracked sessions that saw it, plus its leads without a tracked visit.'),
        ),
        leads: count(),
        verifiedLeads: count(),
      }),
    ),
    leads: experimentReadout,
    verifiedLeads: experimentReadout,
  }),
);
