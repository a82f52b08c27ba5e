/** What the step-up dialog names, from the write that asked for it. */
import { stepUpPurpose } from '@/components/admin/step-up/step-up-purpose';

it.each([
  ['POST', '/api/admin/accounts', {}, 'accounts'],
  ['PATCH', '/api/admin/accounts/4', { role: 'owner' }, 'accounts'],
  ['DELETE', '/api/admin/accounts/4/mfa', undefined, 'accounts'],
  ['POST', '/api/admin/enrolment-links', { id: 4 }, 'accounts'],
  ['PUT', '/api/admin/settings', {}, 'settings'],
  ['PUT', '/api/admin/settings/operator?x=1', {}, 'settings'],
  ['POST', '/api/admin/experiments', { name: 'A' }, 'experimentCreate'],
  ['PATCH', '/api/admin/experiments/12', { action: 'edit' }, 'experimentEdit'],
  ['PATCH', '/api/admin/experiments/12', { action: 'start' }, 'experimentStart'],
  ['PATCH', '/api/admin/experiments/12', { action: 'stop', winner: 'b' }, 'experimentStop'],
  ['PATCH', '/api/admin/experiments/12', null, 'other'],
  ['PUT', '/api/admin/lead-value', {}, 'other'],
  ['POST', '/api/admin/accountsx', {}, 'other'],
] as const)('%s %s %j → %s', (method, url, body, purpose) => {
  expect(stepUpPurpose({ method, url, body })).toBe(purpose);
});
