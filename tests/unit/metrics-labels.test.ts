/**
 * The labels of the metrics stay bounded: a request is timed under its route pattern (the
 * route file), never its ids, and a rate-limit refusal under the limit's name, never its
 * subject (an address, a phone number, a username).
 */
import { observeRequest, metrics, routePattern } from '@/lib/server/metrics/registry';
import { limitName } from '@/lib/server/http/rate-limit';

describe('routePattern', () => {
  it('puts each dynamic segment back as its [name]', () => {
    expect(routePattern('/api/track-page', {})).toBe('/api/track-page');
    expect(routePattern('/api/leads/42/notes', { leadId: '42' })).toBe('/api/leads/[leadId]/notes');
    expect(routePattern('/api/admin/calls/lead/7', { kind: 'lead', id: '7' })).toBe(
      '/api/admin/calls/[kind]/[id]',
    );
  });

  it('matches from the end, so a value equal to a fixed segment names the right one', () => {
    expect(routePattern('/api/leads/leads/notes', { leadId: 'leads' })).toBe(
      '/api/leads/[leadId]/notes',
    );
    expect(routePattern('/api/admin/calls/calls/calls', { kind: 'calls', id: 'calls' })).toBe(
      '/api/admin/calls/[kind]/[id]',
    );
  });

  it('finds values that were percent-encoded in the path, and catch-all segments', () => {
    expect(routePattern('/api/admin/testimonials/a%20b', { id: 'a b' })).toBe(
      '/api/admin/testimonials/[id]',
    );
    expect(routePattern('/api/x/a/b', { path: ['x', 'a', 'b'] })).toBe('/api/[...path]');
  });

  it('gives nothing of the URL away when a value is not in the path', () => {
    expect(routePattern('/api/leads/secret-id', { leadId: 'other' })).toBe('unmatched');
  });
});

describe('observeRequest', () => {
  it('counts routes past the cap as other', async () => {
    for (let i = 0; i < 400; i++) observeRequest('GET', `/api/made-up-${i}`, 404, 0.001);
    const { values } = await metrics.requestDuration.get();
    const routes = new Set(values.map((v) => v.labels.route));
    expect(routes.size).toBeLessThanOrEqual(301);
    expect(routes.has('other')).toBe(true);
  });
});

describe('limitName', () => {
  it("is the key's first two parts, or the limit's own name", () => {
    expect(limitName({ key: 'register:ip:203.0.113.0' })).toBe('register:ip');
    expect(limitName({ key: 'sms:cooldown:+393471234567' })).toBe('sms:cooldown');
    expect(limitName({ key: 'sms:ip:2001:db8:1:2::/64' })).toBe('sms:ip');
    expect(limitName({ key: 'admin-login:fail:user:bob', name: 'admin-login:user' })).toBe(
      'admin-login:user',
    );
  });
});
