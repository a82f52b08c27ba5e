-- Closing the loop with Meta: call outcomes (sent back as Conversions API events under the
-- consent the registration's browser recorded), and daily ad spend imported from the Marketing API.
-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "cookie_consent_id" TEXT;

-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "outcome_changed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "offer_requests" ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "outcome_changed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "ad_spend_daily" (
    "id" SERIAL NOT NULL,
    "day" DATE NOT NULL,
    "level" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "meta_campaign_id" TEXT NOT NULL,
    "campaign_name" TEXT NOT NULL,
    "meta_adset_id" TEXT,
    "adset_name" TEXT,
    "meta_ad_id" TEXT,
    "ad_name" TEXT,
    "spend_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "impressions" INTEGER NOT NULL,
    "clicks" INTEGER NOT NULL,
    "campaign_id" TEXT,
    "imported_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ad_spend_daily_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meta_spend_imports" (
    "id" SERIAL NOT NULL,
    "trigger" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "since" DATE NOT NULL,
    "until" DATE NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "lease_until" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "rows" INTEGER,
    "requests" INTEGER NOT NULL DEFAULT 0,
    "waited_ms" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "requested_by" INTEGER,

    CONSTRAINT "meta_spend_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ad_spend_daily_day_level_idx" ON "ad_spend_daily"("day", "level");

-- CreateIndex
CREATE INDEX "ad_spend_daily_campaign_id_day_idx" ON "ad_spend_daily"("campaign_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "ad_spend_daily_level_object_id_day_key" ON "ad_spend_daily"("level", "object_id", "day");

-- CreateIndex
CREATE INDEX "meta_spend_imports_started_at_idx" ON "meta_spend_imports"("started_at");


-- One import at a time across every app instance and worker: a second claim while one runs
-- fails here, even when two processes claim at once.
CREATE UNIQUE INDEX "meta_spend_imports_one_running" ON "meta_spend_imports"("status") WHERE "status" = 'running';
