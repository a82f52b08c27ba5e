/**
 * An alert as an email (Italian): what passed which threshold, what to look at, and where in
 * the back-office. At most one per kind per hour (./run.ts), which the footer says.
 */
import 'server-only';
import type { OwnerMail } from '../auth/admin-notices';
import type { AlertKind, FiredAlert } from './alerts';
import { formatCount, formatShare, ownerMailParts, type OwnerMailContent } from './mail-layout';

/** The template name of alert `kind` (event type `email.owner-alert-<kind>`). */
export const alertTemplate = (kind: AlertKind) => `owner-alert-${kind.replaceAll('_', '-')}`;

const FOOTER =
  "Al massimo un avviso di questo tipo all'ora, agli account titolari con un'email. Le soglie si cambiano in Impostazioni, gruppo «Avvisi e riepilogo giornaliero».";

/** Subject and content of alert `a`. */
function copy(a: FiredAlert): { subject: string; content: Omit<OwnerMailContent, 'footer'> } {
  switch (a.kind) {
    case 'sms_failure_rate':
      return {
        subject: `Avviso: ${formatShare(a.share)} degli SMS dell'ultima ora non consegnati`,
        content: {
          heading: "Troppi SMS non consegnati nell'ultima ora",
          sections: [
            {
              title: 'Cosa è successo',
              rows: [
                ["SMS inviati nell'ultima ora", formatCount(a.sent)],
                ['Non consegnati (rifiutati, falliti o scaduti)', formatCount(a.notDelivered)],
                ['Quota', formatShare(a.share)],
                ['Soglia', formatShare(a.thresholdPercent / 100)],
              ],
            },
            {
              title: 'Cosa controllare',
              lines: [
                "Nella sezione Lead, lo stato dell'ultimo SMS e il codice di errore del fornitore.",
                'Credito, mittente e paesi ammessi presso il fornitore SMS.',
              ],
            },
          ],
          link: { path: '/admin/leads', label: 'Apri i lead' },
        },
      };
    case 'outbox_delay':
      return {
        subject: `Avviso: messaggi in uscita fermi da ${formatCount(a.waitedMinutes)} minuti`,
        content: {
          heading: 'I messaggi in uscita non partono',
          sections: [
            {
              title: 'Cosa è successo',
              rows: [
                ['Attesa del messaggio più vecchio', `${formatCount(a.waitedMinutes)} minuti`],
                ['Canale', a.channel],
                ['Messaggi pronti da inviare', formatCount(a.due)],
                ['Soglia', `${formatCount(a.thresholdMinutes)} minuti`],
              ],
            },
            {
              title: 'Cosa controllare',
              lines: [
                "Che il processo di invio giri (l'app con OUTBOX_IN_PROCESS, oppure npm run worker).",
                'Il registro degli invii nella sezione Webhook.',
              ],
            },
          ],
          link: { path: '/admin/webhooks', label: 'Apri il registro degli invii' },
        },
      };
    case 'refused_proofs':
      return {
        subject: `Avviso: verifiche anti-bot rifiutate da ${formatCount(a.refused)} reti nell'ultima ora`,
        content: {
          heading: "Richieste rifiutate dalla verifica anti-bot da molte reti nell'ultima ora",
          sections: [
            {
              title: 'Cosa è successo',
              rows: [
                ['Reti con richieste rifiutate (/24, /48)', formatCount(a.refused)],
                ['Soglia', formatCount(a.threshold)],
              ],
            },
            {
              title: 'Cosa controllare',
              lines: [
                'Probabilmente un bot prova i moduli: nessun SMS parte per queste richieste.',
                "Le registrazioni e gli SMS dell'ultima ora nella sezione Lead.",
              ],
            },
          ],
          link: { path: '/admin/leads', label: 'Apri i lead' },
        },
      };
  }
}

/** The email of alert `a`: subject, text and HTML. */
export function alertMail(a: FiredAlert): OwnerMail {
  const { subject, content } = copy(a);
  return {
    template: alertTemplate(a.kind),
    subject,
    ...ownerMailParts({ ...content, footer: FOOTER }),
  };
}
