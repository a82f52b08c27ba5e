-- The owners' alert on refused proofs counts distinct networks (IPv4 /24, IPv6 /48), not
-- requests: one address sending 200 proof-less requests is one network (docs/security.md).
ALTER TABLE "shield_refusals" ADD COLUMN "network" TEXT NOT NULL DEFAULT '';
ALTER TABLE "shield_refusals" DROP CONSTRAINT "shield_refusals_pkey";
ALTER TABLE "shield_refusals" ADD CONSTRAINT "shield_refusals_pkey" PRIMARY KEY ("minute", "reason", "network");
