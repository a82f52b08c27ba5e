-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Experience" AS ENUM ('principiante', 'base', 'intermedio', 'avanzato', 'professionale');

-- CreateTable
CREATE TABLE "leads" (
    "id" SERIAL NOT NULL,
    "public_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "password_hash" TEXT,
    "experience" "Experience" NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'it',
    "privacy_accepted" BOOLEAN NOT NULL DEFAULT false,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "verified_at" TIMESTAMPTZ(3),
    "is_free_access" BOOLEAN NOT NULL DEFAULT false,
    "free_access_expires_at" TIMESTAMPTZ(3),
    "registration_number" TEXT,
    "campaign_id" TEXT,
    "ad_source" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "utm_content" TEXT,
    "utm_term" TEXT,
    "fbclid" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_codes" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "phone" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "delivered" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consent_records" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER,
    "anonymous_id" TEXT,
    "kind" TEXT NOT NULL,
    "policy_version" TEXT NOT NULL,
    "scope" JSONB NOT NULL,
    "ip_truncated" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consent_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_sessions" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lead_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "free_access_pool" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "capacity" INTEGER NOT NULL,
    "granted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "free_access_pool_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visitors" (
    "id" SERIAL NOT NULL,
    "session_id" TEXT NOT NULL,
    "ip_address" TEXT,
    "country" TEXT,
    "country_code" TEXT,
    "city" TEXT,
    "region" TEXT,
    "user_agent" TEXT,
    "current_page" TEXT NOT NULL,
    "referrer" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visitors_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "leads_public_id_key" ON "leads"("public_id");

-- CreateIndex
CREATE UNIQUE INDEX "leads_email_key" ON "leads"("email");

-- CreateIndex
CREATE UNIQUE INDEX "leads_phone_key" ON "leads"("phone");

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at");

-- CreateIndex
CREATE INDEX "leads_campaign_id_idx" ON "leads"("campaign_id");

-- CreateIndex
CREATE INDEX "verification_codes_phone_created_at_idx" ON "verification_codes"("phone", "created_at");

-- CreateIndex
CREATE INDEX "verification_codes_lead_id_created_at_idx" ON "verification_codes"("lead_id", "created_at");

-- CreateIndex
CREATE INDEX "consent_records_lead_id_idx" ON "consent_records"("lead_id");

-- CreateIndex
CREATE UNIQUE INDEX "lead_sessions_token_hash_key" ON "lead_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "lead_sessions_lead_id_idx" ON "lead_sessions"("lead_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "visitors_session_id_key" ON "visitors"("session_id");

-- CreateIndex
CREATE INDEX "visitors_last_seen_idx" ON "visitors"("last_seen");

-- AddForeignKey
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_sessions" ADD CONSTRAINT "lead_sessions_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The free-access places of SPEC.md §1: the first 500 verified leads.
INSERT INTO "free_access_pool" ("id", "capacity", "granted") VALUES (1, 500, 0);
