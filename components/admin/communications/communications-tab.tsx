'use client';
/**
 * Communications tab (docs/product.md §2.14): pick a lead, start from one of the three
 * templates (in the lead's language, so offered only once a lead is chosen, and written again
 * when another lead is picked, unless the operator has edited the text) or write freely, send through the outbox ('Email inviata'
 * / "Impossibile inviare l'email."; disabled when blank, without a lead or while sending,
 * docs/product.md §5); the automations that really run, with switches and counts; the email log.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { DeliveryLog } from '@/components/admin/webhooks/delivery-log';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { apiRequest } from '@/lib/browser/api-client';
import type { LeadListRow, LeadPage } from '@/lib/contracts/admin/leads';
import { EMAIL_TEMPLATES, renderTemplate, type EmailTemplate } from '@/lib/admin/email-templates';
import { Automations } from './automations';

function useLeadSearch(search: string) {
  return useQuery({
    queryKey: ['admin', 'communications', 'search', search],
    queryFn: ({ signal }) =>
      apiRequest<LeadPage>(
        'GET',
        `/api/leads?pageSize=5&search=${encodeURIComponent(search)}`,
        undefined,
        {
          locale: 'it',
          signal,
        },
      ),
    enabled: search.trim().length >= 2,
  });
}

export function CommunicationsTab() {
  const t = useTranslations('admin.communications');
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [lead, setLead] = useState<LeadListRow | null>(null);
  const [template, setTemplate] = useState<EmailTemplate | null>(null);
  /** The template's copy as last written in, to tell whether the operator has edited it. */
  const [written, setWritten] = useState<{ subject: string; body: string } | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const { data: hits } = useLeadSearch(search);
  const send = useMutation({
    mutationFn: () =>
      apiRequest(
        'POST',
        `/api/leads/${lead!.id}/email`,
        {
          template: text,
          ...(subject.trim() ? { subject: subject.trim() } : {}),
          ...(template ? { templateKey: template } : {}),
        },
        { locale: 'it' },
      ),
    onSuccess: () => {
      toast({ title: t('sent') });
      setText('');
      setSubject('');
      setWritten(null);
      void client.invalidateQueries({ queryKey: ['admin', 'deliveries'] });
    },
    onError: (error) => toastFailure(t('sendFailed'), error),
  });
  const applyTemplate = (key: EmailTemplate, to: LeadListRow) => {
    const copy = renderTemplate(key, to.locale, to.firstName);
    setTemplate(key);
    setWritten(copy);
    setSubject(copy.subject);
    setText(copy.body);
  };
  const edited = written !== null && (written.subject !== subject || written.body !== text);
  const pickLead = (next: LeadListRow) => {
    setLead(next);
    // The template follows the recipient (language, name) until the operator edits it.
    if (template && !edited) applyTemplate(template, next);
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="comm-search">{t('leadSearch')}</Label>
            <Input
              id="comm-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {hits && search.trim().length >= 2 ? (
              hits.leads.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('noMatch')}</p>
              ) : (
                <ul className="grid grid-cols-1 gap-1" aria-label={t('pickLead')}>
                  {hits.leads.map((h) => (
                    <li key={h.id}>
                      <Button
                        variant={lead?.id === h.id ? 'secondary' : 'ghost'}
                        size="sm"
                        aria-pressed={lead?.id === h.id}
                        onClick={() => pickLead(h)}
                      >
                        {h.firstName} {h.lastName}
                        {h.email ? ` · ${h.email}` : ''}
                      </Button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
            {lead ? (
              <p className="text-sm font-semibold">
                {t('selected', {
                  name: `${lead.firstName} ${lead.lastName}`,
                  email: lead.email ?? '—',
                })}
              </p>
            ) : null}
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <span className="text-sm font-medium">{t('templatesTitle')}</span>
            <div className="flex flex-wrap gap-2">
              {EMAIL_TEMPLATES.map((key) => (
                <Button
                  key={key}
                  variant={template === key ? 'secondary' : 'outline'}
                  size="sm"
                  disabled={!lead}
                  onClick={() => lead && applyTemplate(key, lead)}
                >
                  {t(`templates.${key}`)}
                </Button>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">
              {!lead
                ? t('templatesNeedLead')
                : template && edited
                  ? t('templateEdited')
                  : t('templateLanguage', { language: lead.locale })}
            </p>
          </div>
          <form
            className="grid grid-cols-1 gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              send.mutate();
            }}
          >
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="comm-subject">{t('subject')}</Label>
              <Input
                id="comm-subject"
                maxLength={200}
                value={subject}
                onChange={(e) => setSubject(e.target.value)}
              />
            </div>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="comm-body">{t('body')}</Label>
              <textarea
                id="comm-body"
                rows={10}
                maxLength={10000}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="w-full rounded-md border border-input bg-card p-3 text-sm focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
              />
            </div>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={!text.trim() || !lead || send.isPending}
            >
              {send.isPending ? t('sending') : t('send')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Automations />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('logTitle')}</CardTitle>
          <CardDescription />
        </CardHeader>
        <CardContent>
          <DeliveryLog channel="email" />
        </CardContent>
      </Card>
    </div>
  );
}
