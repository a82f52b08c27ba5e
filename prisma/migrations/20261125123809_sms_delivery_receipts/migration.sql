-- AlterTable
ALTER TABLE "verification_codes" ADD COLUMN     "delivery_error" TEXT,
ADD COLUMN     "delivery_status" TEXT,
ADD COLUMN     "delivery_updated_at" TIMESTAMPTZ(3),
ADD COLUMN     "provider_message_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "verification_codes_provider_message_id_key" ON "verification_codes"("provider_message_id");
