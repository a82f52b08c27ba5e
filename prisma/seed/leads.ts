/**
 * Demo leads derived from the demo sessions: a session registers with its source's
 * conversion rate; the lead keeps the session's first touch (lib/server/tracking/visitors firstTouch)
 * and, as last touch, the attribution of the page where the form was sent (for a pre-lander
 * the sales page its button leads to, with `source` set — docs/product.md §2.10). ~70% verify a few
 * minutes later; free-access places go to verified leads in the order they verified
 * (docs/product.md §1: the first `capacity`, six months from verification).
 */
import { readAttribution } from '@/lib/campaigns/campaign';
import type { Experience, LeadPriority, Prisma } from '@/lib/server/generated/prisma/client';
import { addMonths, FREE_ACCESS_MONTHS } from '@/lib/server/leads/free-access';
import { FIRST_NAMES_DE, FIRST_NAMES_IT, LAST_NAMES_DE, LAST_NAMES_IT } from './catalog';
import type { Random } from './prng';
import type { DemoSession } from './sessions';

const MINUTE = 60_000;

const EXPERIENCES: { value: Experience; weight: number }[] = [
  { value: 'principiante', weight: 35 },
  { value: 'base', weight: 20 },
  { value: 'intermedio', weight: 25 },
  { value: 'avanzato', weight: 12 },
  { value: 'professionale', weight: 8 },
];
const PRIORITIES: { value: LeadPriority; weight: number }[] = [
  { value: 'medium', weight: 65 },
  { value: 'high', weight: 15 },
  { value: 'low', weight: 20 },
];
const MAIL_IT = ['gmail.com', 'libero.it', 'hotmail.it', 'yahoo.it', 'outlook.it', 'virgilio.it'];
const MAIL_DE = ['gmail.com', 'gmx.de', 'web.de', 't-online.de'];
/** Mobile prefixes after the country code: Italian 3xx, German 15x/16x/17x. */
const MOBILE_IT = [
  '320',
  '328',
  '333',
  '338',
  '340',
  '347',
  '348',
  '349',
  '351',
  '366',
  '388',
  '393',
];
const MOBILE_DE = ['151', '152', '157', '160', '170', '171', '176', '179'];

/** A built lead: the Lead row and the session it came from. */
export interface DemoLead {
  row: Prisma.LeadCreateManyInput & { email: string; createdAt: Date; verifiedAt: Date | null };
  session: DemoSession;
}

/** ASCII local part of an e-mail address: 'Müller' → 'mueller', 'De Luca' → 'deluca'. */
function mailWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

function unique(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/** Leads of `sessions` at `now`; `capacity` free-access places are granted in order. */
export function buildLeads(random: Random, now: Date, sessions: DemoSession[], capacity: number) {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const leads: DemoLead[] = [];
  for (const session of sessions) {
    if (!random.chance(session.touch.conversion)) continue;
    const createdAt = new Date(
      session.startedAt.getTime() + random.int(1, session.touch.next ? 14 : 9) * MINUTE,
    );
    if (createdAt.getTime() > now.getTime() - MINUTE) continue;
    const german = session.touch.german;
    const firstName = random.pick(german ? FIRST_NAMES_DE : FIRST_NAMES_IT);
    const lastName = random.pick(german ? LAST_NAMES_DE : LAST_NAMES_IT);
    const email = unique(emails, () => {
      const suffix = random.chance(0.5) ? String(random.int(1, 99)) : '';
      const domain = random.pick(german ? MAIL_DE : MAIL_IT);
      return `${mailWord(firstName)}.${mailWord(lastName)}${suffix}@${domain}`;
    });
    const phone = unique(phones, () =>
      german
        ? `+49${random.pick(MOBILE_DE)}${random.int(1_000_0000, 9_999_9999)}`
        : `+39${random.pick(MOBILE_IT)}${random.int(1_000_000, 9_999_999)}`,
    );
    const verifiedAt = new Date(createdAt.getTime() + random.int(1, 8) * MINUTE);
    const verified = random.chance(0.7) && verifiedAt <= now;
    const last = readAttribution(new URL(session.formUrl, 'http://demo.invalid').searchParams);
    const first = session.row;
    leads.push({
      session,
      row: {
        firstName,
        lastName,
        email,
        phone,
        experience: random.weighted(EXPERIENCES),
        locale: german ? 'de' : 'it',
        privacyAccepted: true,
        isVerified: verified,
        verifiedAt: verified ? verifiedAt : null,
        ...last,
        visitorSessionId: first.sessionId,
        firstLandingPage: first.landingPage,
        firstCampaignId: first.campaignId,
        firstAdSource: first.adSource,
        firstUtmSource: first.utmSource,
        firstUtmMedium: first.utmMedium,
        firstUtmCampaign: first.utmCampaign,
        priority: random.weighted(PRIORITIES),
        createdAt,
      },
    });
  }
  const byVerification = leads
    .filter((l) => l.row.verifiedAt)
    .sort((a, b) => a.row.verifiedAt!.getTime() - b.row.verifiedAt!.getTime())
    .slice(0, capacity);
  byVerification.forEach(({ row }, place) => {
    row.isFreeAccess = true;
    row.registrationNumber = String(place + 1);
    row.freeAccessExpiresAt = addMonths(row.verifiedAt!, FREE_ACCESS_MONTHS);
  });
  return { leads, granted: byVerification.length };
}
