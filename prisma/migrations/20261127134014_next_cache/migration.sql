-- Next's page cache shared by the app instances on one PostgreSQL (lib/server/cache/
-- next-cache-handler.mjs): the entries, and when each cache tag was last revalidated.
-- CreateTable
CREATE TABLE "next_cache_entries" (
    "build" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" BYTEA,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "cache_control" JSONB,
    "last_modified" TIMESTAMPTZ(6) NOT NULL,
    "version" UUID NOT NULL,

    CONSTRAINT "next_cache_entries_pkey" PRIMARY KEY ("build","key")
);

-- CreateTable
CREATE TABLE "next_cache_tags" (
    "tag" TEXT NOT NULL,
    "revalidated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "next_cache_tags_pkey" PRIMARY KEY ("tag")
);

