-- AlterTable
ALTER TABLE "verification_codes" ADD COLUMN     "verify_channel" TEXT,
ADD COLUMN     "verify_price" DECIMAL(12,6);

