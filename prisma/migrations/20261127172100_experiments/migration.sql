-- Experiments on the static landings: the experiments, and the variant a visit and a lead saw.
-- CreateEnum
CREATE TYPE "ExperimentStatus" AS ENUM ('draft', 'running', 'stopped');

-- AlterTable
ALTER TABLE "leads" ADD COLUMN     "experiment_id" INTEGER,
ADD COLUMN     "experiment_variant" TEXT;

-- AlterTable
ALTER TABLE "visitors" ADD COLUMN     "experiment_id" INTEGER,
ADD COLUMN     "experiment_variant" TEXT;

-- CreateTable
CREATE TABLE "experiments" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "status" "ExperimentStatus" NOT NULL DEFAULT 'draft',
    "variants" JSONB NOT NULL,
    "winner" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "stopped_at" TIMESTAMPTZ(3),

    CONSTRAINT "experiments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "experiments_page_status_idx" ON "experiments"("page", "status");

-- CreateIndex
CREATE INDEX "leads_experiment_id_experiment_variant_idx" ON "leads"("experiment_id", "experiment_variant");

-- CreateIndex
CREATE INDEX "visitors_experiment_id_experiment_variant_idx" ON "visitors"("experiment_id", "experiment_variant");


-- One running experiment per page: a second start on the same page fails here even when two
-- owners press start at once.
CREATE UNIQUE INDEX "experiments_one_running_per_page" ON "experiments"("page") WHERE "status" = 'running';
