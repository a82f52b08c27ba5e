/**
 * The daily summary as an email (Italian): the figures of ./daily-summary.ts in sections, each
 * with its definition where a number alone would mislead (the cost per lead is month-to-date,
 * the suggestions judge the last 7 days). The suggestions' texts are the funnel tab's own
 * (messages/admin/funnel.json), so the email and the tab say the same thing.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import funnelCopy from '@/messages/admin/funnel.json';
import type { OwnerMail } from '../auth/admin-notices';
import type { ChannelFailures, DailySummary, ReportedChannel } from './daily-summary';
import {
  formatCount,
  formatDay,
  formatEuro,
  formatShare,
  ownerMailParts,
  type MailSection,
} from './mail-layout';

/** The template name (event type `email.owner-daily-summary`). */
export const SUMMARY_TEMPLATE = 'owner-daily-summary';

const suggestionsText = createTranslator({
  locale: 'it',
  messages: { suggestions: funnelCopy.suggestions },
  namespace: 'suggestions',
});

const CHANNEL_NAMES: Record<ReportedChannel, string> = {
  webhook: 'Webhook verso il CRM',
  meta: 'Meta Conversions API',
};

const MONTHS = new Intl.DateTimeFormat('it-IT', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `n` and the noun phrase in the singular or the plural ('1 tentativo fallito'). */
const counted = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

function failuresLine(f: ChannelFailures): string {
  if (f.failedAttempts === 0) return 'nessun invio fallito';
  return `${counted(f.failedAttempts, 'tentativo fallito', 'tentativi falliti')}, ${counted(f.gaveUp, 'messaggio abbandonato', 'messaggi abbandonati')}`;
}

function spendSection(s: DailySummary): MailSection {
  const month = MONTHS.format(new Date(`${s.day.slice(0, 7)}-01T12:00:00Z`));
  if (!s.spend)
    return {
      title: 'Costo per lead',
      lines: [`Nessuna spesa pubblicitaria inserita per ${month}: nessun costo per lead.`],
    };
  const cost = (cents: number | null) => (cents === null ? 'nessun lead' : formatEuro(cents));
  return {
    title: `Costo per lead (${month}, dall'inizio del mese a fine giornata)`,
    rows: [
      ['Spesa inserita per il mese', formatEuro(s.spend.totalCents)],
      ['Lead delle campagne con spesa', formatCount(s.spend.leads)],
      ['Costo per lead', cost(s.spend.costPerLeadCents)],
      ['Costo per lead verificato', cost(s.spend.costPerVerifiedCents)],
    ],
  };
}

const CHANNEL_LABELS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  whatsapp_interactive: 'WhatsApp',
  sms: 'SMS',
  voice: 'Chiamata',
  email: 'Email',
  rcs: 'RCS',
};

/** Verify's prices run to fractions of a cent: up to four decimals. */
const PRICE = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 4,
});

/** The day's Verify attempts by channel, or null with none (the section is left out). */
function verifySection(s: DailySummary): MailSection | null {
  if (!s.verifyChannels) return null;
  return {
    title: 'Verifica per canale (Vonage Verify)',
    rows: s.verifyChannels.map((c) => [
      CHANNEL_LABELS[c.channel] ?? c.channel,
      `${formatCount(c.sent)} inviati, ${formatCount(c.delivered)} consegnati, ${formatCount(c.completed)} completati, ${c.costPerCompleted === null ? 'costo per verifica completata non noto' : `${PRICE.format(c.costPerCompleted)} per verifica completata`}`,
    ]),
  };
}

function suggestionLines(s: DailySummary): string[] {
  if (s.suggestions.length === 0)
    return ['Nessun suggerimento: nessuna regola scatta sui numeri degli ultimi 7 giorni.'];
  return s.suggestions.map(
    (f) =>
      `${suggestionsText(`${f.id}.title`)}: ${suggestionsText(`${f.id}.figure`, {
        count: formatCount(f.count),
        of: formatCount(f.of),
        share: formatShare(f.share),
        threshold: formatShare(f.threshold),
      })} ${suggestionsText(`${f.id}.text`)}`,
  );
}

/** The email of summary `s`: subject, text and HTML. */
export function summaryMail(s: DailySummary): OwnerMail {
  const day = formatDay(s.day);
  const parts = ownerMailParts({
    heading: `Riepilogo di ${day} (ora italiana)`,
    sections: [
      {
        title: 'Lead',
        rows: [
          ['Registrazioni', formatCount(s.registrations)],
          ['Numeri verificati via SMS', formatCount(s.verifications)],
        ],
      },
      spendSection(s),
      {
        title: 'SMS inviati (codici e link alla guida)',
        rows: [
          ['Inviati', formatCount(s.sms.sent)],
          ['Consegnati', formatCount(s.sms.delivered)],
          ['Non consegnati (falliti o scaduti)', formatCount(s.sms.failed)],
          ['Rifiutati dal fornitore', formatCount(s.sms.refused)],
          ['Senza ricevuta di consegna', formatCount(s.sms.noReceipt)],
        ],
      },
      ...[verifySection(s)].filter((section) => section !== null),
      {
        title: 'Invii non riusciti',
        rows: [
          [CHANNEL_NAMES.webhook, failuresLine(s.deliveries.webhook)],
          [CHANNEL_NAMES.meta, failuresLine(s.deliveries.meta)],
        ],
      },
      { title: 'Suggerimenti del funnel (ultimi 7 giorni)', lines: suggestionLines(s) },
    ],
    link: { path: '/admin', label: "Apri l'amministrazione" },
    footer:
      "Questo riepilogo arriva ogni mattina alle 8:00 (ora italiana) agli account titolari con un'email. Le soglie degli avvisi immediati si cambiano in Impostazioni.",
  });
  return {
    template: SUMMARY_TEMPLATE,
    subject: `Riepilogo di ${day}: ${formatCount(s.registrations)} lead, ${formatCount(s.verifications)} verificati`,
    ...parts,
  };
}
