-- AlterTable
ALTER TABLE "admin_mfa" ADD COLUMN     "pending_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "admin_enrolment_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "pending_secret" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_by" INTEGER,

    CONSTRAINT "admin_enrolment_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "admin_enrolment_tokens_token_hash_key" ON "admin_enrolment_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "admin_enrolment_tokens_user_id_idx" ON "admin_enrolment_tokens"("user_id");

-- AddForeignKey
ALTER TABLE "admin_enrolment_tokens" ADD CONSTRAINT "admin_enrolment_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

