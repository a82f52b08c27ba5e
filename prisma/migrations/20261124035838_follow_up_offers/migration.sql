-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'new',
ADD COLUMN     "status_changed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "offer_requests" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "offer" TEXT NOT NULL,
    "request_day" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "status_changed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "offer_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_clicks" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER,
    "campaign_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_clicks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "offer_requests_offer_created_at_idx" ON "offer_requests"("offer", "created_at");

-- CreateIndex
CREATE INDEX "offer_requests_status_created_at_idx" ON "offer_requests"("status", "created_at");

-- CreateIndex
CREATE INDEX "offer_requests_created_at_idx" ON "offer_requests"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "offer_requests_lead_id_offer_request_day_key" ON "offer_requests"("lead_id", "offer", "request_day");

-- CreateIndex
CREATE INDEX "partner_clicks_created_at_idx" ON "partner_clicks"("created_at");

-- CreateIndex
CREATE INDEX "partner_clicks_lead_id_idx" ON "partner_clicks"("lead_id");

-- CreateIndex
CREATE INDEX "consultation_requests_status_created_at_idx" ON "consultation_requests"("status", "created_at");

-- AddForeignKey
ALTER TABLE "offer_requests" ADD CONSTRAINT "offer_requests_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_clicks" ADD CONSTRAINT "partner_clicks_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

