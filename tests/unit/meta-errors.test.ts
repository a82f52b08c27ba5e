/**
 * Which explanation a stored Meta error gets (lib/meta/errors.ts), and that every kind has its
 * Italian «what happened» and «what to do» for both services.
 */
import { createTranslator } from 'next-intl';
import { META_ERROR_KINDS, metaErrorKind } from '@/lib/meta/errors';
import { adminMessages } from '@/messages/admin';

it.each([
  ['Meta error 190: Error validating access token: Session has expired.', 'token'],
  ['Meta error 102: Session key invalid', 'token'],
  ['Meta error 200: Requires ads_read permission', 'permission'],
  ['Meta error 10: Application does not have permission', 'permission'],
  ['Meta error 100: Invalid parameter', 'parameter'],
  ['Meta error 803: Some of the aliases you requested do not exist', 'parameter'],
  ['Meta error 80000: There have been too many calls', 'rateLimit'],
  ['Meta error 17: User request limit reached', 'rateLimit'],
  [
    'Meta error 80000: too many calls: Meta asks to wait 60 s more; the next run tries again',
    'rateLimit',
  ],
  ['Meta error 2: Service temporarily unavailable', 'transient'],
  ['Meta error: HTTP 503', 'transient'],
  ['Meta error: HTTP 429', 'rateLimit'],
  ['Meta did not answer: TypeError: fetch failed', 'network'],
  ['Meta answered insights this import cannot read', 'format'],
  ['too many pages of insights', 'format'],
  ['Meta received no event', 'format'],
  ['event older than 7 days: Meta refuses it', 'tooOld'],
  ['the run stopped before it ended', 'abandoned'],
  ['Conversions API not configured', 'notConfigured'],
  ['Meta error 1234567: something new', 'unknown'],
  ['connection terminated unexpectedly', 'unknown'],
] as const)('%s → %s', (raw, kind) => {
  expect(metaErrorKind(raw)).toBe(kind);
});

it('explains every kind in Italian for the spend import and the Conversions API', () => {
  const t = createTranslator({
    locale: 'it',
    messages: adminMessages,
    namespace: 'admin.common.metaErrors',
  });
  for (const kind of META_ERROR_KINDS) {
    for (const service of ['ads', 'capi'] as const) {
      const text = `${t(`${kind}.what`)} ${t(`${kind}.hint`, { service })}`;
      expect(text).not.toMatch(/\{|\}|undefined/);
      expect(text.length).toBeGreaterThan(40);
    }
  }
});
