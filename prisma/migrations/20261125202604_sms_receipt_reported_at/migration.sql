-- AlterTable
ALTER TABLE "verification_codes" ADD COLUMN     "delivery_reported_at" TIMESTAMPTZ(3);

