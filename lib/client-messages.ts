/**
 * Which message namespaces reach the browser. Server components translate on the server;
 * only the client islands' namespaces are serialised into each page (keeps pages light).
 */
import type { Messages } from 'next-intl';

/** Namespaces used by client components (forms, verification, student area). */
export const CLIENT_NAMESPACES = [
  'validation',
  'registration',
  'verification',
  'student',
  'thankYou',
] as const;

/** The subset of `messages` under the given top-level namespaces. */
export function pickMessages<N extends keyof Messages>(
  messages: Messages,
  namespaces: readonly N[],
): Partial<Pick<Messages, N>> {
  const picked: Partial<Pick<Messages, N>> = {};
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return picked;
}
