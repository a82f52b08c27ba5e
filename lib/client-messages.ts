/**
 * Which message namespaces reach the browser. Server components translate on the server;
 * only the client islands' namespaces are serialised into each page (keeps pages light).
 */
import type { AbstractIntlMessages } from 'next-intl';

/** Namespaces used by client components (forms, verification, student area). */
export const CLIENT_NAMESPACES = [
  'validation',
  'registration',
  'verification',
  'student',
  'thankYou',
] as const;

/** The subset of `messages` under the given top-level namespaces. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
