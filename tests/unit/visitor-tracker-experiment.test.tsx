/**
 * The visitor tracker on a page under an experiment: the first view (and a page change) carries
 * the variant the page's marker names; with analytics consent the variant is kept in the
 * first-party cookie `ab_<id>` for the proxy, without it nothing is written, and withdrawing it
 * deletes the cookie.
 */
import { act, render } from '@testing-library/react';
import { VisitorTracker } from '@/components/tracking/visitor-tracker';
import {
  ALL_CATEGORIES,
  NECESSARY_ONLY,
  announceConsent,
  saveConsent,
} from '@/lib/browser/consent';
import {
  forgetExperimentVariants,
  keepExperimentVariant,
  readExperimentMarker,
} from '@/lib/browser/experiment';
import { mockFetch } from './support/render';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const POLICY = '2026-11-01';
const SESSION = 'sess_0123456789abcdef';

function setMarker(content: string | null) {
  document.head.querySelector('meta[name="x-experiment"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'x-experiment';
  meta.content = content;
  document.head.append(meta);
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

let fetchMock: ReturnType<typeof mockFetch>;

/** The parsed bodies of the calls to `path`. */
const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockResolvedValue({ ok: true, status: 204 } as Response);
  window.localStorage.clear();
  window.localStorage.setItem('visitor_session_id', SESSION);
  clearCookies();
  setMarker(null);
  mockPathname = '/';
});

describe('the first view of a page under an experiment', () => {
  it('sends the variant of the marker and, without any cookie choice, writes no cookie', () => {
    setMarker('12:b');
    render(<VisitorTracker policyVersion={POLICY} />);
    expect(bodies('/api/track-visitor')).toEqual([
      expect.objectContaining({ sessionId: SESSION, experiment: { id: 12, variant: 'b' } }),
    ]);
    expect(document.cookie).toBe('');
  });

  it('keeps the variant in ab_<id> once analytics consent exists', () => {
    saveConsent(window.localStorage, ALL_CATEGORIES, POLICY, new Date());
    setMarker('12:b');
    render(<VisitorTracker policyVersion={POLICY} />);
    expect(document.cookie).toBe('ab_12=b');
  });

  it.each([
    ['marketing only', { ...NECESSARY_ONLY, marketing: true }, POLICY],
    ['necessary only', NECESSARY_ONLY, POLICY],
    ['analytics under an older cookie policy', ALL_CATEGORIES, '2025-01-01'],
  ])('writes no cookie with %s', (_label, categories, policy) => {
    saveConsent(window.localStorage, categories, policy, new Date());
    setMarker('12:b');
    render(<VisitorTracker policyVersion={POLICY} />);
    expect(bodies('/api/track-visitor')[0]).toMatchObject({ experiment: { id: 12, variant: 'b' } });
    expect(document.cookie).toBe('');
  });

  it('sends no experiment from a page without a marker, nor from a malformed one', () => {
    saveConsent(window.localStorage, ALL_CATEGORIES, POLICY, new Date());
    const { unmount } = render(<VisitorTracker policyVersion={POLICY} />);
    unmount();
    setMarker('12:e');
    render(<VisitorTracker policyVersion={POLICY} />);
    const sent = bodies('/api/track-visitor');
    expect(sent).toHaveLength(2);
    for (const body of sent) expect(body).not.toHaveProperty('experiment');
    expect(document.cookie).toBe('');
  });

  it('sends the variant of a page reached by a client-side page change', () => {
    const { rerender } = render(<VisitorTracker policyVersion={POLICY} />);
    setMarker('7:control');
    mockPathname = '/trading-educativo';
    rerender(<VisitorTracker policyVersion={POLICY} />);
    expect(bodies('/api/track-page')).toEqual([
      expect.objectContaining({ sessionId: SESSION, experiment: { id: 7, variant: 'control' } }),
    ]);
  });
});

describe('a cookie choice made on the page', () => {
  it('keeps the shown variant on consent and deletes every variant cookie on withdrawal', () => {
    setMarker('12:c');
    render(<VisitorTracker policyVersion={POLICY} />);
    expect(document.cookie).toBe('');

    act(() => announceConsent(ALL_CATEGORIES));
    expect(document.cookie).toBe('ab_12=c');

    document.cookie = 'ab_3=b; Path=/';
    document.cookie = 'other=1; Path=/';
    act(() => announceConsent({ ...ALL_CATEGORIES, analytics: false }));
    expect(document.cookie).toBe('other=1');
  });
});

describe('the marker and the cookie', () => {
  it.each([
    ['12:b', { id: 12, variant: 'b' }],
    [' 3:control ', { id: 3, variant: 'control' }],
    ['2147483647:d', { id: 2147483647, variant: 'd' }],
    ['0:b', null],
    ['-1:b', null],
    ['1.5:b', null],
    ['2147483648:b', null],
    ['12:B', null],
    ['12:e', null],
    ['12', null],
    ['', null],
  ])('reads %j as %j', (content, expected) => {
    setMarker(content);
    expect(readExperimentMarker()).toEqual(expected);
  });

  it('writes a 90-day first-party cookie for the whole site, Secure on https', () => {
    const written: string[] = [];
    const page = (protocol: string) =>
      ({
        location: { protocol },
        get cookie() {
          return 'ab_4=b; ab_x=1; lab_5=c';
        },
        set cookie(value: string) {
          written.push(value);
        },
      }) as unknown as Document;
    keepExperimentVariant({ id: 4, variant: 'b' }, page('https:'));
    keepExperimentVariant({ id: 4, variant: 'b' }, page('http:'));
    forgetExperimentVariants(page('https:'));
    expect(written).toEqual([
      'ab_4=b; Path=/; Max-Age=7776000; SameSite=Lax; Secure',
      'ab_4=b; Path=/; Max-Age=7776000; SameSite=Lax',
      'ab_4=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });
});
