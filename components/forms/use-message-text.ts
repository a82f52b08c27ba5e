/**
 * The one "message or text" reader for form errors: a zod issue message is a catalogue key
 * (`validation.email`) or, from the server, already the translated text. Keys known only at
 * runtime go through lib/i18n/message-keys.ts.
 */
import { useTranslations } from 'next-intl';
import { messageText, runtimeKeys } from '@/lib/i18n/message-keys';

/** `(text?) => string | undefined`: the translation of a key, any other text as is. */
export function useMessageText(): (text?: string) => string | undefined {
  const t = runtimeKeys(useTranslations());
  return (text) => (text ? messageText(t, text) : undefined);
}
