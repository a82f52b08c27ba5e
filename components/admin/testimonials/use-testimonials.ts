'use client';
/** The testimonials tab's data: the list, and the owner's changes (each refreshes the list). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/use-toast';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type {
  TestimonialFormInput,
  TestimonialsResponse,
  TestimonialView,
} from '@/lib/contracts/admin/testimonials';

export const testimonialKeys = { all: ['admin', 'testimonials'] as const };

/** GET /api/admin/testimonials. */
export function useTestimonials() {
  const t = useTranslations('admin.testimonials');
  return useAdminQuery<TestimonialsResponse>(testimonialKeys.all, '/api/admin/testimonials', {
    failureTitle: t('loadFailed'),
  });
}

/** One of the owner's changes: add, edit, publish or unpublish, delete. */
export type TestimonialChange =
  | { kind: 'create'; values: TestimonialFormInput }
  | { kind: 'update'; id: number; values: TestimonialFormInput }
  | { kind: 'publish' | 'unpublish'; id: number }
  | { kind: 'delete'; id: number };

function send(change: TestimonialChange): Promise<TestimonialView | unknown> {
  const options = { locale: 'it' as const };
  switch (change.kind) {
    case 'create':
      return apiRequest('POST', '/api/admin/testimonials', change.values, options);
    case 'update':
      return apiRequest('PATCH', `/api/admin/testimonials/${change.id}`, change.values, options);
    case 'publish':
    case 'unpublish':
      return apiRequest(
        'PATCH',
        `/api/admin/testimonials/${change.id}`,
        { published: change.kind === 'publish' },
        options,
      );
    case 'delete':
      return apiRequest('DELETE', `/api/admin/testimonials/${change.id}`, undefined, options);
  }
}

/**
 * Sends a TestimonialChange; a toast says it is done; the list is fetched again. A refusal
 * is left to the caller (the form shows it next to its fields, the list in a toast).
 */
export function useChangeTestimonial() {
  const client = useQueryClient();
  const t = useTranslations('admin.testimonials');
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, change) => toast({ title: t(`done.${change.kind}`) }),
    onSettled: () => client.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}
