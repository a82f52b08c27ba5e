-- AlterTable
ALTER TABLE "users" ADD COLUMN     "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'owner';

-- Existing admins (the first one) become owners through the default; no other role exists.
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('owner', 'caller'));

-- CreateTable
CREATE TABLE "admin_mfa" (
    "user_id" INTEGER NOT NULL,
    "secret" TEXT,
    "pending_secret" TEXT,
    "enabled_at" TIMESTAMPTZ(3),
    "last_step" INTEGER,

    CONSTRAINT "admin_mfa_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "admin_recovery_codes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "admin_recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admin_recovery_codes_user_id_code_hash_key" ON "admin_recovery_codes"("user_id", "code_hash");

-- AddForeignKey
ALTER TABLE "admin_mfa" ADD CONSTRAINT "admin_mfa_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

