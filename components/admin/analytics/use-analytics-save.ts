'use client';
/**
 * The save of the analytics section's small forms (ad spend: lib/server/admin/reports/ad-spend.ts;
 * lead value: lib/server/admin/reports/lead-value.ts). react-hook-form, checked in the browser
 * with the route's own schema (loaded on the first submit), then PUT `path` with the values as
 * typed. A toast says saved, or removed when the amount is now 0, or the server's message on
 * failure; after a save the amount empties and every analytics report is fetched again.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { apiRequest } from '@/lib/browser/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';
import { analyticsKeys } from './analytics-keys';

/** The button's and the toasts' texts, from the form's own messages. */
export type AnalyticsSaveTexts = (
  key: 'save' | 'saving' | 'saved' | 'removed' | 'saveFailed',
) => string;

/** The form, and what AnalyticsFormShell takes to submit it (`submit`: spread it there). */
export function useAnalyticsSave<Req extends FieldValues & { amountEuro: unknown }, Out, Answer>({
  path,
  schema,
  defaultValues,
  t,
  cents,
}: {
  path: '/api/admin/ad-spend' | '/api/admin/lead-value';
  schema: () => Promise<StandardSchemaV1<Req, Out>>;
  defaultValues: DefaultValues<Req>;
  t: AnalyticsSaveTexts;
  /** The amount the answer says is now stored, in cents. */
  cents: (answer: Answer) => number;
}) {
  const client = useQueryClient();
  const form = useForm<Req, unknown, Out>({ resolver: lazyResolver(schema), defaultValues });
  const save = useMutation({
    mutationFn: (body: Req) => apiRequest<Answer>('PUT', path, body, { locale: 'it' }),
    onSuccess: (answer) => {
      toast({ title: cents(answer) === 0 ? t('removed') : t('saved') });
      form.resetField('amountEuro' as Path<Req>);
      return client.invalidateQueries({ queryKey: analyticsKeys.all });
    },
    onError: (error) => toastFailure(t('saveFailed'), error),
  });
  const submit = {
    onSubmit: form.handleSubmit(() => save.mutate(form.getValues())),
    busy: save.isPending,
    t,
  };
  return { form, submit };
}
