'use client';
/**
 * The body of the lead detail: contact, verification, the last SMS's delivery, free access, last
 * touch (the form's) and first touch (the visitor session's), consent records, consultation
 * requests, notes newest first, the add-note box, the email log and the GDPR actions. Every
 * value is the stored one.
 */
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { DeliveryItem } from '@/components/admin/webhooks/delivery-item';
import { useAdminRole } from '@/components/admin/shell/admin-role';
import { LeadGdprActions } from './lead-gdpr-actions';
import { LeadNoteBox } from './lead-note-box';
import { useSmsStateText } from './sms-state';
import type { LeadDetail } from '@/lib/contracts/admin/leads';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A definition list of the non-empty values; '—' when all are empty. */
function Pairs({ values }: { values: [label: string, value: ReactNode][] }) {
  const entries = values.filter(([, v]) => v);
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

function scopeText(scope: unknown): string {
  if (Array.isArray(scope)) return scope.join(', ');
  if (scope && typeof scope === 'object') {
    return Object.entries(scope)
      .filter(([, v]) => v === true)
      .map(([k]) => k)
      .join(', ');
  }
  return typeof scope === 'string' ? scope : '';
}

export function LeadDetailSections({ lead, onErased }: { lead: LeadDetail; onErased: () => void }) {
  const t = useTranslations('admin.leads.detail');
  const format = useFormatter();
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const smsText = useSmsStateText();
  const role = useAdminRole();
  const lastSms = (sms: LeadDetail['lastSms']) =>
    [
      smsText(sms),
      sms && t('smsSentAt', { date: date(sms.sentAt) }),
      sms?.receiptAt && t('smsReceiptAt', { date: date(sms.receiptAt) }),
    ]
      .filter(Boolean)
      .join(' · ');
  type Touch = Partial<LeadDetail['lastTouch'] & LeadDetail['firstTouch']>;
  const touch = (v: Touch): [string, string | null][] => [
    [t('touch.landingPage'), v.landingPage ?? null],
    [t('touch.campaignId'), v.campaignId ?? null],
    [t('touch.source'), v.source ?? null],
    [t('touch.utmSource'), v.utmSource ?? null],
    [t('touch.utmMedium'), v.utmMedium ?? null],
    [t('touch.utmCampaign'), v.utmCampaign ?? null],
    [t('touch.utmContent'), v.utmContent ?? null],
    [t('touch.utmTerm'), v.utmTerm ?? null],
    [t('touch.fbclid'), v.fbclid ?? null],
  ];
  return (
    <div className="grid grid-cols-1 gap-5">
      <Section title={t('contact')}>
        <Pairs
          values={[
            [
              t('email'),
              <a key="email" href={`mailto:${lead.email}`} className="hover:underline">
                {lead.email}
              </a>,
            ],
            // The call list of a caller has no numbers: this is where one is called from.
            [
              t('phone'),
              <a key="phone" href={`tel:${lead.phone}`} className="text-primary hover:underline">
                {lead.phoneDisplay}
              </a>,
            ],
            [t('language'), t('languageName', { locale: lead.locale })],
            [t('registered'), date(lead.createdAt)],
            [t('verifiedAt'), lead.verifiedAt ? date(lead.verifiedAt) : t('notVerified')],
            [t('sms'), lastSms(lead.lastSms)],
            [
              t('freeAccess'),
              lead.isFreeAccess && lead.freeAccessExpiresAt
                ? t('freeAccessUntil', {
                    date: format.dateTime(new Date(lead.freeAccessExpiresAt), {
                      dateStyle: 'medium',
                    }),
                    number: lead.registrationNumber ?? '—',
                  })
                : t('noFreeAccess'),
            ],
          ]}
        />
        {lead.emailOptOutAt ? (
          <p className="text-sm text-warning">
            {t('unsubscribed', { date: date(lead.emailOptOutAt) })}
          </p>
        ) : null}
      </Section>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Section title={t('lastTouch')}>
          <Pairs values={touch(lead.lastTouch)} />
        </Section>
        <Section title={t('firstTouch')}>
          <Pairs values={touch(lead.firstTouch)} />
        </Section>
      </div>
      <Section title={t('consents')}>
        {lead.consents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noConsents')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-1 text-sm">
            {lead.consents.map((c) => (
              <li key={`${c.kind}-${c.createdAt}`}>
                {[c.kind, c.policyVersion, scopeText(c.scope), date(c.createdAt), c.ipTruncated]
                  .filter(Boolean)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('consultations')}>
        {lead.consultations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noConsultations')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 text-sm">
            {lead.consultations.map((c) => (
              <li key={c.createdAt} className="rounded-md bg-muted/50 p-2">
                <strong>
                  {c.preferredDate} · {c.preferredTime} · {c.experience}
                </strong>{' '}
                — {c.goals}
                {c.questions ? (
                  <span className="block text-muted-foreground">{c.questions}</span>
                ) : null}
                <span className="block text-xs text-muted-foreground">{date(c.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('notes')}>
        {lead.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noNotes')}</p>
        ) : (
          <ul className="grid grid-cols-1 max-h-48 gap-2 overflow-y-auto text-sm" tabIndex={0}>
            {lead.notes.map((n) => (
              <li key={n.id} className="rounded-md bg-muted/50 p-2">
                <p className="break-words whitespace-pre-wrap">{n.body}</p>
                <p className="text-xs text-muted-foreground">
                  {n.author ?? t('deletedAuthor')} · {date(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <LeadNoteBox id={lead.id} />
      </Section>
      <Section title={t('emails')}>
        {lead.emails.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noEmails')}</p>
        ) : (
          <ul
            className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto"
            aria-label={t('emails')}
            tabIndex={0}
          >
            {lead.emails.map((d) => (
              <DeliveryItem key={d.id} delivery={d} />
            ))}
          </ul>
        )}
      </Section>
      {/* A caller may not export or erase (the server refuses it too). */}
      {role === 'owner' ? (
        <Section title={t('gdpr')}>
          <LeadGdprActions id={lead.id} onErased={onErased} />
        </Section>
      ) : null}
    </div>
  );
}
