/**
 * Retention periods (docs/product.md §9 "retention 10 years for closed accounts, 3 years for
 * marketing data, 12 months for technical logs"; GDPR Art. 5(1)(e)). The one place they are
 * set: the privacy policy and the GDPR page print them ({retentionTechnicalMonths}, …, see
 * components/legal/legal-rich.tsx) and the daily retention job (lib/server/jobs/retention.ts)
 * deletes by them, so the texts and the jobs cannot drift apart.
 */
export const RETENTION = {
  /** Technical logs (visitor sessions, delivery attempts, rate-limit buckets, spent codes,
   *  admin sessions, audit log, delivered outbox messages): months after the event. */
  technicalLogsMonths: 12,
  /** Marketing data (a lead's contact and profile): years after the last interaction. */
  marketingYears: 3,
  /** Proof kept without identity (anonymised consent records): years after erasure. */
  proofYears: 10,
} as const;
