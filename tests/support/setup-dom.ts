import '@testing-library/jest-dom/jest-globals';

/**
 * jsdom runs no Web Worker, so the ALTCHA widget cannot solve a proof of work there: the
 * component tests get a widget controller whose proof is the fixed 'test-proof', and a fill
 * time that does not wait (the real ones: tests/unit/form-shield-browser.test.ts, and the
 * widget itself in the e2e suite).
 */
jest.mock('@/lib/browser/form-shield', () => {
  const actual = jest.requireActual<typeof import('@/lib/browser/form-shield')>(
    '@/lib/browser/form-shield',
  );
  const { MIN_FILL_MS } = jest.requireActual<typeof import('@/lib/validation/fill-time')>(
    '@/lib/validation/fill-time',
  );
  return {
    ...actual,
    loadProofWidget: jest.fn(async () => undefined),
    proofController: jest.fn(() => ({
      token: jest.fn(async () => 'test-proof'),
      renew: jest.fn(),
    })),
    afterMinimumFillTime: jest.fn(async (shownAt: number) =>
      Math.max(MIN_FILL_MS, Math.round(performance.now() - shownAt)),
    ),
  };
});
