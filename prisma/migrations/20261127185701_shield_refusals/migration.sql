-- CreateTable
CREATE TABLE "shield_refusals" (
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "shield_refusals_pkey" PRIMARY KEY ("minute","reason")
);

