/**
 * The activity log names every action in Italian: each code the server can write
 * (lib/admin/audit-actions.ts; recordAudit accepts no other, which the type check below holds) has a
 * label of its own in messages/admin/audit.json, so no raw `lead.read`, `experiment.stop` or
 * `account.enrolled` reaches the operator.
 */
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from '@/lib/admin/audit-actions';
import type { recordAudit } from '@/lib/server/auth/audit';
import audit from '@/messages/admin/audit.json';

// recordAudit's `action` is exactly AuditAction: widening it to string fails the type check.
type Written = Parameters<typeof recordAudit>[1]['action'];
const writesOnlyKnownActions: [Written] extends [AuditAction]
  ? [AuditAction] extends [Written]
    ? true
    : false
  : false = true;

const labels = audit.actions as Record<string, Record<string, string> | undefined>;
const labelOf = (action: string) => {
  const [domain, verb] = action.split('.') as [string, string];
  return labels[domain]?.[verb];
};

it('holds recordAudit to the known actions', () => {
  expect(writesOnlyKnownActions).toBe(true);
  expect(isAuditAction('lead.read')).toBe(true);
  expect(isAuditAction('lead.unknown')).toBe(false);
});

it.each(AUDIT_ACTIONS)('%s has an Italian label', (action) => {
  const label = labelOf(action);
  expect(label).toEqual(expect.any(String));
  expect(label!.trim()).not.toBe('');
  expect(label).not.toContain(action);
});

it('names each action differently and keeps no label for an action never written', () => {
  const all = AUDIT_ACTIONS.map(labelOf);
  expect(new Set(all).size).toBe(all.length);
  const labelled = Object.entries(labels).flatMap(([domain, verbs]) =>
    Object.keys(verbs ?? {}).map((verb) => `${domain}.${verb}`),
  );
  expect(labelled.filter((action) => !isAuditAction(action))).toEqual([]);
});
