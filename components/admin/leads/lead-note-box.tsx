'use client';
/**
 * The add-note box of the lead detail (docs/product.md §2.14; §5 "note save disabled when the note is
 * blank or a save is pending"; §8 toasts 'Nota aggiunta' / 'Errore - Impossibile salvare la
 * nota.'). The text is kept when saving fails so nothing typed is lost. react-hook-form, checked
 * with the route's own schema (leadNoteSchema, loaded on the first submit), which trims the note.
 */
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useAddNote } from './use-lead-mutations';

export const NOTE_MAX_LENGTH = 2000;

/** The note form of lead `id` (its public UUID). */
export function LeadNoteBox({ id }: { id: string }) {
  const t = useTranslations('admin.leads.detail');
  const form = useForm<{ note: string }>({
    resolver: lazyResolver(() =>
      import('@/lib/contracts/admin/leads').then((m) => m.leadNoteSchema),
    ),
    defaultValues: { note: '' },
  });
  const note = useWatch({ control: form.control, name: 'note' });
  const addNote = useAddNote(id);
  const blank = note.trim() === '';
  return (
    <form
      className="grid grid-cols-1 gap-2"
      data-permission="leads:write"
      onSubmit={form.handleSubmit(({ note: text }) => {
        if (addNote.isPending) return;
        addNote.mutate(text, { onSuccess: () => form.reset() });
      })}
    >
      <Label htmlFor="lead-note">{t('noteLabel')}</Label>
      <Textarea
        id="lead-note"
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        aria-describedby="lead-note-count"
        {...form.register('note')}
      />
      <div className="flex items-center justify-between gap-2">
        <span id="lead-note-count" className="text-xs text-muted-foreground tabular-nums">
          {t('noteCount', { count: note.length, max: NOTE_MAX_LENGTH })}
        </span>
        <Button type="submit" size="sm" disabled={blank || addNote.isPending}>
          {addNote.isPending ? t('saving') : t('addNote')}
        </Button>
      </div>
    </form>
  );
}
