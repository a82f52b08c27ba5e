/**
 * The texts of the student area's islands (messages `student.*`, `offers.*`), read on the
 * server and handed over as props: the islands load no use-intl (docs/benchmarks.md "Page
 * weight"). What only the browser knows (the lead's name, place and expiry date) is a `{name}`
 * hole (lib/i18n/fill-text.ts).
 */
import type { Locale } from '@/lib/i18n/locales';
import { HOME_PATHS, LOGIN_PATHS, STUDENT_AREA_PATHS } from '@/lib/site/routes';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
import { premiumCopy, type PremiumCopy } from '@/components/offers/offer-copy';

/** Welcome notifications shown to every new student (docs/product.md §2.9). */
export const WELCOME_NOTIFICATIONS = ['welcome', 'library', 'risk'] as const;

const UNAUTHORIZED = ['title', 'text', 'hint', 'login', 'backHome'] as const;
const ERROR = ['title', 'text', 'retry'] as const;
const FREE_ACCESS = ['activeTitle', 'noCharge', 'fullTitle', 'fullText'] as const;
const LIBRARY = ['title', 'subtitle', 'download'] as const;
const DASHBOARD = ['title', 'exit', 'exiting', 'exitFailed'] as const;
const COMMUNITY = ['title', 'text', 'link'] as const;
const ACCOUNT = [
  'title',
  'text',
  'export',
  'erase',
  'confirmText',
  'password',
  'passwordHint',
  'confirm',
  'erasing',
  'cancel',
  'failed',
  'erasedTitle',
  'erasedText',
  'backHome',
] as const;

type Texts<K extends readonly string[]> = Record<K[number], string>;

/** Everything the student area's islands show, already translated. */
export interface StudentCopy {
  /** The page's language: dates are written in it, the API answers in it. */
  language: Locale;
  /**
   * The addresses the islands link to: home and sign-in in the page's language, each
   * language's student area (lib/site/routes.ts, whose table stays on the server).
   */
  links: { home: string; login: string; areas: Record<Locale, string> };
  loading: string;
  unauthorized: Texts<typeof UNAUTHORIZED>;
  error: Texts<typeof ERROR>;
  /** With a `{firstName}` hole. */
  greeting: string;
  intro: string;
  verified: string;
  recommended: string;
  /** `number` with a `{number}` hole, `expires` with a `{date}` hole. */
  freeAccess: Texts<typeof FREE_ACCESS> & { number: string; expires: string };
  library: Texts<typeof LIBRARY>;
  dashboard: Texts<typeof DASHBOARD> & {
    notifications: { button: string; title: string; items: Array<{ title: string; text: string }> };
  };
  community: Texts<typeof COMMUNITY>;
  account: Texts<typeof ACCOUNT>;
  premium: PremiumCopy;
}

/** The texts `keys` of the message group `group`. */
function group<const K extends readonly string[]>(
  t: IslandTranslator,
  prefix: string,
  keys: K,
): Texts<K> {
  return Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Texts<K>;
}

/** The copy in `language` from a translator of that language's whole catalogue. */
export function studentCopy(t: IslandTranslator, language: Locale): StudentCopy {
  const notifications = 'student.dashboard.notifications';
  return {
    language,
    links: { home: HOME_PATHS[language], login: LOGIN_PATHS[language], areas: STUDENT_AREA_PATHS },
    loading: t('student.loading'),
    unauthorized: group(t, 'student.unauthorized', UNAUTHORIZED),
    error: group(t, 'student.error', ERROR),
    greeting: t('student.greeting', { firstName: '{firstName}' }),
    intro: t('student.intro'),
    verified: t('student.verified'),
    recommended: t('student.recommended'),
    freeAccess: {
      ...group(t, 'student.freeAccess', FREE_ACCESS),
      number: t('student.freeAccess.number', { number: '{number}' }),
      expires: t('student.freeAccess.expires', { date: '{date}' }),
    },
    library: group(t, 'student.library', LIBRARY),
    dashboard: {
      ...group(t, 'student.dashboard', DASHBOARD),
      notifications: {
        button: t(`${notifications}.button`, { count: WELCOME_NOTIFICATIONS.length }),
        title: t(`${notifications}.title`),
        items: WELCOME_NOTIFICATIONS.map((key) =>
          group(t, `${notifications}.items.${key}`, ['title', 'text']),
        ),
      },
    },
    community: group(t, 'student.community', COMMUNITY),
    account: group(t, 'student.account', ACCOUNT),
    premium: premiumCopy(t),
  };
}
