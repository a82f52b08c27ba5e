-- Back-office settings that override their environment variable (partner broker, premium
-- plan's monthly places); no row means the environment's value.
CREATE TABLE "site_settings" (
    "key" TEXT NOT NULL,
    "value" JSONB,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("key")
);
