-- CreateTable
CREATE TABLE "consultation_requests" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER,
    "preferred_date" TEXT NOT NULL,
    "preferred_time" TEXT NOT NULL,
    "experience" TEXT NOT NULL,
    "goals" TEXT NOT NULL,
    "questions" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consultation_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "landing_offers" (
    "variant_id" TEXT NOT NULL,
    "offer_ends_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "landing_offers_pkey" PRIMARY KEY ("variant_id")
);

-- CreateIndex
CREATE INDEX "consultation_requests_created_at_idx" ON "consultation_requests"("created_at");

