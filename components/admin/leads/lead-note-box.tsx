'use client';
/**
 * The add-note box of the lead detail (docs/product.md §2.14; §5 "note save disabled when the note is
 * blank or a save is pending"; §8 toasts 'Nota aggiunta' / 'Errore - Impossibile salvare la
 * nota.'). The text is kept when saving fails so nothing typed is lost.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAddNote } from './use-lead-mutations';

export const NOTE_MAX_LENGTH = 2000;

/** The note form of lead `id` (its public UUID). */
export function LeadNoteBox({ id }: { id: string }) {
  const t = useTranslations('admin.leads.detail');
  const [note, setNote] = useState('');
  const addNote = useAddNote(id);
  const blank = note.trim() === '';
  return (
    <form
      className="grid grid-cols-1 gap-2"
      data-permission="leads:write"
      onSubmit={(e) => {
        e.preventDefault();
        if (blank || addNote.isPending) return;
        addNote.mutate(note.trim(), { onSuccess: () => setNote('') });
      }}
    >
      <Label htmlFor="lead-note">{t('noteLabel')}</Label>
      <Textarea
        id="lead-note"
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        aria-describedby="lead-note-count"
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
