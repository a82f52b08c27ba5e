-- AlterTable
ALTER TABLE "verification_codes" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'code',
ALTER COLUMN "code_hash" DROP NOT NULL;


-- A code row always has its hash; a guide link never has one.
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_kind_check"
  CHECK (("kind" = 'code' AND "code_hash" IS NOT NULL) OR ("kind" = 'guide_link' AND "code_hash" IS NULL));

-- At most one guide link per lead: the delivery claims it, so it leaves once.
CREATE UNIQUE INDEX "verification_codes_one_guide_link" ON "verification_codes"("lead_id") WHERE "kind" = 'guide_link';
