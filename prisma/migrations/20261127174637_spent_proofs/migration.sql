-- CreateTable
CREATE TABLE "spent_proofs" (
    "signature" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "spent_proofs_pkey" PRIMARY KEY ("signature")
);

-- CreateIndex
CREATE INDEX "spent_proofs_expires_at_idx" ON "spent_proofs"("expires_at");

