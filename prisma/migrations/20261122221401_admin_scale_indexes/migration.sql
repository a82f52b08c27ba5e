-- Indexes for the back-office at scale (ISSUE 8 "Scale", measured by bench/admin-scale on
-- 100,000 leads and 1,000,000 visitor sessions). Written by hand: Prisma's schema cannot
-- express trigram operator classes or INCLUDE columns, so `npm run db:migration` never sees
-- them (it diffs schema files, not the database) and will not try to drop them.

-- Lead search: case-insensitive substring on names and email, substring on phone (SPEC.md §5).
-- pg_trgm ships with PostgreSQL's contrib and is loaded by the app's PGlite (db-drivers.ts);
-- where a server lacks it the search still works, only without these indexes.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: lead search runs without trigram indexes';
END $$;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "leads_first_name_trgm_idx" ON "leads" USING gin ("first_name" gin_trgm_ops);
    CREATE INDEX "leads_last_name_trgm_idx" ON "leads" USING gin ("last_name" gin_trgm_ops);
    CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);
    CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);
  END IF;
END $$;

-- Verifications per day, today's and the month's.
CREATE INDEX "leads_verified_at_idx" ON "leads" ("verified_at") WHERE "verified_at" IS NOT NULL;

-- Funnel and KPIs over a period read only the index.
CREATE INDEX "leads_created_at_cover_idx" ON "leads" ("created_at")
  INCLUDE ("is_verified", "priority", "verified_at", "campaign_id", "first_campaign_id");

-- Campaign performance without a sort on disk; first-touch campaign filter.
CREATE INDEX "leads_campaign_cover_idx" ON "leads" ("campaign_id")
  INCLUDE ("ad_source", "is_verified", "created_at") WHERE "campaign_id" IS NOT NULL;
CREATE INDEX "leads_first_campaign_id_idx" ON "leads" ("first_campaign_id");
