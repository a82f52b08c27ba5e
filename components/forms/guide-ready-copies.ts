/**
 * The verified-lead panel's texts (messages `campaignForm.verified`) in both languages, for a
 * page whose panel speaks the lead's language rather than the page's (the home page). Read by
 * server components only: the client gets these few strings, not the catalogues.
 */
import it from '@/messages/it.json';
import de from '@/messages/de.json';
import type { GuideReadyCopy } from './guide-ready';

/** The panel's texts in Italian and German. */
export function guideReadyCopies(): Record<'it' | 'de', GuideReadyCopy> {
  return { it: it.campaignForm.verified, de: de.campaignForm.verified };
}
