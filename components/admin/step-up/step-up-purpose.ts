/**
 * What a step-up confirms, read from the write that asked for it (the routes that need a
 * recent step-up: accounts and enrolment links, the site settings, the experiments), so the
 * dialog can name it: "Per fermare un esperimento A/B inserisci di nuovo la password…".
 */
import type { StepUpRequest } from '@/lib/browser/api-client';

export const STEP_UP_PURPOSES = [
  'accounts',
  'settings',
  'experimentCreate',
  'experimentEdit',
  'experimentStart',
  'experimentStop',
  'other',
] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];

const EXPERIMENT_ACTIONS = {
  edit: 'experimentEdit',
  start: 'experimentStart',
  stop: 'experimentStop',
} as const satisfies Record<string, StepUpPurpose>;

/** The purpose of `request`; 'other' for a write this list does not know (said generically). */
export function stepUpPurpose({ method, url, body }: StepUpRequest): StepUpPurpose {
  const path = url.split('?')[0]!;
  if (/^\/api\/admin\/(accounts|enrolment-links)(\/|$)/.test(path)) return 'accounts';
  if (/^\/api\/admin\/settings(\/|$)/.test(path)) return 'settings';
  if (path === '/api/admin/experiments' && method === 'POST') return 'experimentCreate';
  if (/^\/api\/admin\/experiments\/\d+$/.test(path) && method === 'PATCH') {
    const action = (body as { action?: unknown } | null)?.action;
    if (action === 'edit' || action === 'start' || action === 'stop')
      return EXPERIMENT_ACTIONS[action];
  }
  return 'other';
}
