-- AlterTable
ALTER TABLE "verification_codes" ADD COLUMN     "verify_request_id" TEXT,
ADD COLUMN     "verify_workflow" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "verification_codes_verify_request_id_key" ON "verification_codes"("verify_request_id");


-- A code row always has its hash; a guide link and a Verify attempt never have one.
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_kind_check";
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_kind_check"
  CHECK (("kind" = 'code' AND "code_hash" IS NOT NULL)
      OR ("kind" IN ('guide_link', 'verify') AND "code_hash" IS NULL));
