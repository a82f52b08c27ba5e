-- The funnel reads only indexes (docs/benchmarks.md "Admin at scale"). Written by hand, like
-- admin_scale_indexes: Prisma's schema cannot express INCLUDE columns or a descending key.

-- A period's leads with what the funnel counts and joins on (id): an index-only scan,
-- where the older cover index (no id) sent every join through the table.
CREATE INDEX "leads_created_at_funnel_idx" ON "leads" ("created_at")
  INCLUDE ("id", "is_verified", "priority", "verified_at", "campaign_id", "first_campaign_id");
DROP INDEX IF EXISTS "leads_created_at_cover_idx";

-- Each lead's last SMS (LAST_SMS_JOIN in lib/server/leads/verification-codes.ts) in the
-- order it asks for, with the columns it reads: one index entry per lead, no sort, no table.
CREATE INDEX "verification_codes_last_sms_idx" ON "verification_codes"
  ("lead_id", "created_at" DESC, "id" DESC) INCLUDE ("kind", "delivered", "delivery_status");

-- A lead's consultation requests (the funnel's "qualified", the lead's detail).
CREATE INDEX "consultation_requests_lead_id_idx" ON "consultation_requests" ("lead_id");

-- The codes sent since a report's start, with what their state is read from: the funnel finds
-- each period lead's newest code in one range scan (lastSmsStateSince).
CREATE INDEX "verification_codes_created_at_idx" ON "verification_codes" ("created_at")
  INCLUDE ("lead_id", "id", "kind", "delivered", "delivery_status");
