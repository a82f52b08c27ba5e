/**
 * Typed message keys (docs/conventions.md "Message keys are typed"): next-intl checks every `t('…')`,
 * `useTranslations('…')` and `getTranslations('…')` against the Italian public catalogue
 * (the reference; tests/unit/messages.test.ts keeps de.json in step) and the back-office
 * catalogue (messages/admin). A misspelt or missing key is a compile error.
 */
import type it from '@/messages/it.json';
import type { AdminMessages } from '@/messages/admin';
import type { IndexedLists } from '@/lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    // IndexedLists: JSON arrays typed by index, so keys beside a list stay checked.
    Messages: IndexedLists<typeof it & AdminMessages>;
  }
}
