-- CreateTable
CREATE TABLE "ebook_download_marks" (
    "ebook_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "who" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ebook_download_marks_pkey" PRIMARY KEY ("ebook_id","day","who")
);

-- CreateTable
CREATE TABLE "guide_files" (
    "ebook_id" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "pages" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "uploaded_by" INTEGER,
    "uploaded_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "guide_files_pkey" PRIMARY KEY ("ebook_id","locale")
);

-- CreateIndex
CREATE INDEX "ebook_download_marks_day_idx" ON "ebook_download_marks"("day");

