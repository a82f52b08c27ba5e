/**
 * Pure rules of the reusable landing form (docs/product.md §2.3b, §4): the German switch, the
 * campaign and source it reports, and the /verify-sms address it opens after success (the
 * phone goes there in sessionStorage, never in the address).
 */
import {
  STUDENT_DASHBOARD_PATH,
  safeRedirect,
  verifySmsUrl,
  type ParamReader,
} from '@/lib/campaigns/campaign';

/** Where German campaigns continue after verification (docs/product.md §2.11). */
export const GERMAN_WELCOME_PATH = '/willkommen-deutsch';

/** True when the campaign label contains GERMAN or DEUTSCH: the form is then in German. */
export function isGermanCampaign(campaign: string): boolean {
  const upper = campaign.toUpperCase();
  return upper.includes('GERMAN') || upper.includes('DEUTSCH');
}

/** The form's language for a campaign label. */
export function campaignLanguage(campaign: string): 'it' | 'de' {
  return isGermanCampaign(campaign) ? 'de' : 'it';
}

function param(params: ParamReader, name: string): string | null {
  return params.get(name)?.trim() || null;
}

/** The campaign of the address (`campaign`, then `cid`), else the form's own label. */
export function currentCampaign(params: ParamReader, campaign: string): string {
  return param(params, 'campaign') ?? param(params, 'cid') ?? campaign;
}

/** Source reported to /verify-sms: the lowercased label plus '-prelander'. */
export function campaignSource(campaign: string): string {
  return `${campaign.toLowerCase()}-prelander`;
}

/** Destination after verification: /willkommen-deutsch for German campaigns, else the configured path. */
export function campaignRedirect(campaign: string, redirectPath?: string): string {
  if (isGermanCampaign(campaign)) return GERMAN_WELCOME_PATH;
  return safeRedirect(redirectPath, STUDENT_DASHBOARD_PATH);
}

/**
 * `/verify-sms?redirect=…&campaign=…&source=…[&sent=0]` after a registration (German
 * campaigns: /sms-bestaetigung). No phone: it goes to the page in sessionStorage.
 */
export function campaignVerifyUrl(input: {
  smsSent: boolean;
  campaign: string;
  redirectPath?: string;
  params: ParamReader;
}): string {
  return verifySmsUrl({
    redirect: campaignRedirect(input.campaign, input.redirectPath),
    campaignId: currentCampaign(input.params, input.campaign),
    adSource: campaignSource(input.campaign),
    smsSent: input.smsSent,
    locale: isGermanCampaign(input.campaign) ? 'de' : 'it',
  });
}
