/**
 * The copy the code page, the student area and the login page hand their islands, built from
 * the message catalogue as their server components build it (components/verification/verify-copy.ts,
 * components/student/student-copy.ts, components/login/login-copy.ts), for client renders of
 * those islands.
 */
import { createTranslator } from 'next-intl';
import { loginCopy } from '@/components/login/login-copy';
import { offerRequestCopy } from '@/components/offers/offer-copy';
import { studentCopy } from '@/components/student/student-copy';
import { verifyCopy } from '@/components/verification/verify-copy';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';

/** A translator of the whole catalogue of `locale`, as getTranslations() gives the server. */
export function catalogueTranslator(locale: 'it' | 'de'): IslandTranslator {
  const messages = locale === 'de' ? deMessages : itMessages;
  return createTranslator({
    locale,
    messages,
    timeZone: 'Europe/Rome',
  }) as unknown as IslandTranslator;
}

/** The code page's copy in `locale`. */
export const verifyCopyIn = (locale: 'it' | 'de' = 'it') =>
  verifyCopy(catalogueTranslator(locale), locale);

/** The student area's copy in `locale`. */
export const studentCopyIn = (locale: 'it' | 'de' = 'it') =>
  studentCopy(catalogueTranslator(locale), locale);

/** The offer request button's copy in `locale`. */
export const offerRequestCopyIn = (locale: 'it' | 'de' = 'it') =>
  offerRequestCopy(catalogueTranslator(locale));

/** The login page's copy in `locale`. */
export const loginCopyIn = (locale: 'it' | 'de' = 'it') => loginCopy(catalogueTranslator(locale));
