-- AlterTable
ALTER TABLE "verification_codes" DROP COLUMN "attempts";

