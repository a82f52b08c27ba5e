/**
 * Which message namespaces reach the browser. Server components translate on the server;
 * a client island gets only its own namespaces from the provider around it
 * (components/layout/client-messages.tsx), so a page carries only the texts it can show.
 */
import type { Messages } from 'next-intl';

/** The subset of `messages` under the given top-level namespaces. */
export function pickMessages<N extends keyof Messages>(
  messages: Messages,
  namespaces: readonly N[],
): Partial<Pick<Messages, N>> {
  const picked: Partial<Pick<Messages, N>> = {};
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return picked;
}
