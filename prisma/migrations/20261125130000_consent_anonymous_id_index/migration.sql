-- A browser's latest cookie choice is read before each Conversions API event is queued
-- (lib/server/leads/consent.ts hasMarketingConsent).
CREATE INDEX "consent_records_anonymous_id_created_at_idx" ON "consent_records"("anonymous_id", "created_at");
