'use client';
/**
 * The settings tab's guides group (owners): one row per catalogue guide and language with what
 * is served now (the owner's PDF with its page count, or the generated sample) and a file
 * input that uploads a PDF at once. A refused file shows the server's message under the list.
 * docs/back-office.md "Guides".
 */
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { errorMessage } from '@/lib/browser/api-client';
import type { GuideSlot, GuidesResponse } from '@/lib/contracts/admin/guides';
import { LoadedGroup } from './loaded-group';
import { useGuides, useUploadGuide } from './use-guides';

export function GuideSettings() {
  const t = useTranslations('admin.settings.guides');
  return (
    <section aria-labelledby="guides-title" className="grid gap-3">
      <h3 id="guides-title" className="text-base font-semibold">
        {t('title')}
      </h3>
      <LoadedGroup query={useGuides()} label={t('title')}>
        {(data) => <GuideList data={data} />}
      </LoadedGroup>
    </section>
  );
}

function GuideList({ data }: { data: GuidesResponse }) {
  const t = useTranslations('admin.settings.guides');
  const upload = useUploadGuide();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {t('hint', { megabytes: data.maxBytes / 1024 / 1024 })}
      </p>
      <ul className="grid gap-2">
        {EBOOKS.map((ebook) =>
          data.guides
            .filter((slot) => slot.ebookId === ebook.id)
            .map((slot) => (
              <GuideRow
                key={`${slot.ebookId}-${slot.locale}`}
                slot={slot}
                busy={upload.isPending}
                onFile={(file) => {
                  setFailure(null);
                  upload.mutate(
                    { ebookId: slot.ebookId, locale: slot.locale, file },
                    { onError: (error) => setFailure(errorMessage(error, t('failed'))) },
                  );
                }}
              />
            )),
        )}
      </ul>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </>
  );
}

function GuideRow({
  slot,
  busy,
  onFile,
}: {
  slot: GuideSlot;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const t = useTranslations('admin.settings.guides');
  const format = useFormatter();
  const title = t(`titles.${slot.ebookId}`);
  const language = t(`languages.${slot.locale}`);
  const inputId = `guide-${slot.ebookId}-${slot.locale}`;
  const status = slot.upload
    ? t('uploaded', {
        file: slot.upload.fileName,
        pages: slot.upload.pages,
        size: format.number(slot.upload.size / 1024 / 1024, { maximumFractionDigits: 1 }) + ' MB',
        date: format.dateTime(new Date(slot.upload.uploadedAt), {
          dateStyle: 'short',
          timeStyle: 'short',
          timeZone: 'Europe/Rome',
        }),
      })
    : t('sample', { pages: slot.pages });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
      data-testid={inputId}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">
          {title} <span className="text-muted-foreground">({language})</span>
        </p>
        <p className="text-xs break-words text-muted-foreground">{status}</p>
      </div>
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center rounded-md border border-input px-3 py-1.5 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
        data-permission="guides:write"
      >
        {busy ? t('uploading') : t('upload')}
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          aria-label={t('uploadLabel', { title, language })}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
    </li>
  );
}
