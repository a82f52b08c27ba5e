'use client';
/**
 * The lead's detail (SPEC.md §2.14; ISSUE 8 item 9): contact, verification and free access,
 * last and first touch, consent records, consultation requests, notes, and the add-note box
 * (disabled when blank or while saving, SPEC.md §5).
 */
import { useState, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useLeadDetail, type LeadDetail } from './use-lead-detail';
import { useAddNote } from './use-lead-mutations';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Pairs({ values }: { values: Record<string, string | null> }) {
  const entries = Object.entries(values).filter(([, v]) => v);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">—</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="break-all">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function NoteBox({ id }: { id: string }) {
  const t = useTranslations('admin.leads.detail');
  const [note, setNote] = useState('');
  const addNote = useAddNote(id);
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        addNote.mutate(note.trim(), { onSuccess: () => setNote('') });
      }}
    >
      <Label htmlFor="lead-note">{t('noteLabel')}</Label>
      <textarea
        id="lead-note"
        value={note}
        maxLength={2000}
        onChange={(e) => setNote(e.target.value)}
        rows={3}
        className="w-full rounded-md border border-border border-input bg-card p-3 text-sm focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      />
      <Button
        type="submit"
        size="sm"
        className="justify-self-end"
        disabled={!note.trim() || addNote.isPending}
      >
        {addNote.isPending ? t('saving') : t('addNote')}
      </Button>
    </form>
  );
}

function DetailBody({ lead }: { lead: LeadDetail }) {
  const t = useTranslations('admin.leads.detail');
  const format = useFormatter();
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="grid gap-5">
      <Section title={t('contact')}>
        <Pairs
          values={{
            [t('email')]: lead.email,
            [t('phone')]: lead.phone,
            [t('language')]: lead.locale,
            [t('registered')]: date(lead.createdAt),
            [t('verifiedAt')]: lead.verifiedAt ? date(lead.verifiedAt) : t('notVerified'),
            [t('freeAccess')]:
              lead.isFreeAccess && lead.freeAccessExpiresAt
                ? t('freeAccessUntil', {
                    date: format.dateTime(new Date(lead.freeAccessExpiresAt), {
                      dateStyle: 'medium',
                    }),
                    number: lead.registrationNumber ?? '—',
                  })
                : t('noFreeAccess'),
          }}
        />
        {lead.emailOptOutAt ? (
          <p className="text-sm text-warning">
            {t('unsubscribed', { date: date(lead.emailOptOutAt) })}
          </p>
        ) : null}
      </Section>
      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t('lastTouch')}>
          <Pairs values={lead.lastTouch} />
        </Section>
        <Section title={t('firstTouch')}>
          <Pairs values={lead.firstTouch} />
        </Section>
      </div>
      <Section title={t('consents')}>
        {lead.consents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noConsents')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {lead.consents.map((c) => (
              <li key={`${c.kind}-${c.createdAt}`}>
                {c.kind} · {c.policyVersion} · {date(c.createdAt)}{' '}
                {c.ipTruncated ? `· ${c.ipTruncated}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('consultations')}>
        {lead.consultations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noConsultations')}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {lead.consultations.map((c) => (
              <li key={c.createdAt} className="rounded-md bg-muted/50 p-2">
                <strong>
                  {c.preferredDate} · {c.preferredTime}
                </strong>{' '}
                — {c.goals}
                {c.questions ? (
                  <span className="block text-muted-foreground">{c.questions}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('notes')}>
        {lead.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noNotes')}</p>
        ) : (
          <ul className="grid max-h-48 gap-2 overflow-y-auto text-sm">
            {lead.notes.map((n) => (
              <li key={n.id} className="rounded-md bg-muted/50 p-2">
                <p className="whitespace-pre-wrap">{n.body}</p>
                <p className="text-xs text-muted-foreground">
                  {n.author ?? '—'} · {date(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <NoteBox id={lead.id} />
      </Section>
    </div>
  );
}

export function LeadDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations('admin.leads.detail');
  const { data } = useLeadDetail(id);
  const lead = data?.lead;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle className="pr-10 text-lg font-semibold">
          {lead ? `${lead.firstName} ${lead.lastName}` : t('loading')}
        </DialogTitle>
        <DialogDescription className="font-mono text-xs text-muted-foreground">
          {id}
        </DialogDescription>
        {lead ? <DetailBody lead={lead} /> : <Skeleton className="h-64" />}
      </DialogContent>
    </Dialog>
  );
}
