-- What was sent to the owners: one row per daily summary (its Rome day) and per alert kind (the last one sent), the claim that keeps replicas from sending twice.
-- CreateTable
CREATE TABLE "owner_notices" (
    "key" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    "details" JSONB,

    CONSTRAINT "owner_notices_pkey" PRIMARY KEY ("key")
);

