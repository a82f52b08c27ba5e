-- AlterTable
ALTER TABLE "lead_sessions" ADD COLUMN     "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "revoked_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "admin_sessions" ADD COLUMN     "last_seen_at" TIMESTAMPTZ(3);

