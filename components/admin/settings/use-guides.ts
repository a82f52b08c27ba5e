'use client';
/** The settings tab's guides: what each guide serves now, and uploading a PDF. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import type { GuidesResponse, GuideUploadResponse } from '@/lib/contracts/admin/guides';
import type { EbookId } from '@/lib/catalog/ebooks';
import type { Locale } from '@/lib/i18n/locales';

export const guideKeys = { all: ['admin', 'guides'] as const };

/** GET /api/admin/guides. */
export function useGuides() {
  const t = useTranslations('admin.settings');
  return useAdminQuery<GuidesResponse>(guideKeys.all, '/api/admin/guides', {
    failureTitle: t('loadFailed'),
  });
}

/** PUT /api/admin/guides/{ebookId}/{locale} with the file as the body; then reloads the list. */
export function useUploadGuide() {
  const client = useQueryClient();
  const t = useTranslations('admin.settings.guides');
  return useMutation({
    mutationFn: ({ ebookId, locale, file }: { ebookId: EbookId; locale: Locale; file: File }) =>
      apiRequest<GuideUploadResponse>(
        'PUT',
        `/api/admin/guides/${ebookId}/${locale}?name=${encodeURIComponent(file.name)}`,
        new Blob([file], { type: 'application/pdf' }),
        { locale: 'it' },
      ),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: guideKeys.all });
      toast({ title: t('saved', { pages: saved.pages }) });
    },
    onError: (error) =>
      toast({
        title: t('failed'),
        description: errorMessage(error, t('failed')),
        variant: 'destructive',
      }),
  });
}
