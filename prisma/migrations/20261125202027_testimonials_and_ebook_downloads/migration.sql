-- CreateTable
CREATE TABLE "testimonials" (
    "id" SERIAL NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "course" TEXT NOT NULL,
    "image_url" TEXT,
    "text" TEXT NOT NULL,
    "completed_courses" INTEGER NOT NULL,
    "study_time" TEXT NOT NULL,
    "consent_on_file" BOOLEAN NOT NULL DEFAULT false,
    "consent_date" DATE,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "testimonials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ebook_downloads" (
    "ebook_id" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ebook_downloads_pkey" PRIMARY KEY ("ebook_id")
);

-- CreateIndex
CREATE INDEX "testimonials_published_locale_idx" ON "testimonials"("published", "locale");


-- Publishing needs the person's consent on file and its date (DESIGN.md §5); the module
-- checks it with a clear message, the table holds it against any other path.
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_published_needs_consent"
  CHECK (NOT "published" OR ("consent_on_file" AND "consent_date" IS NOT NULL));
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_rating_range"
  CHECK ("rating" BETWEEN 1 AND 5);
