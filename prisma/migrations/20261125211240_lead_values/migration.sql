-- CreateTable
CREATE TABLE "lead_values" (
    "id" SERIAL NOT NULL,
    "valid_from" DATE NOT NULL,
    "basis" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_values_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "lead_values_valid_from_key" ON "lead_values"("valid_from");

