/**
 * The page's side of the form shield (lib/browser/form-shield.ts) without a browser: the
 * controller of a widget (here a stand-in element that behaves as ALTCHA's documents: methods
 * after `load`, `statechange` events), the one retry of a refused proof, and the fill time.
 */
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { afterMinimumFillTime, proofController, sendWithProof } from '@/lib/browser/form-shield';
import { MIN_FILL_MS } from '@/lib/validation/fill-time';

/** A stand-in `<altcha-widget>`: `verify()` starts a solve that `finish` completes. */
class FakeWidget extends EventTarget {
  state = 'unverified';
  mountedYet = true;
  verifyCalls = 0;
  resetCalls = 0;
  getState() {
    if (!this.mountedYet) throw new TypeError('not mounted');
    return this.state;
  }
  async verify() {
    this.verifyCalls++;
    this.set('verifying');
    return null;
  }
  reset() {
    this.resetCalls++;
    this.set('unverified');
  }
  set(state: string, payload: string | null = null) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
  finish(payload: string) {
    this.set('verified', payload);
  }
}

const asWidget = (fake: FakeWidget) => fake as unknown as AltchaWidgetElement;
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('proofController', () => {
  it('waits for the solve it starts and gives its payload', async () => {
    const fake = new FakeWidget();
    const token = proofController(asWidget(fake)).token();
    await flush();
    expect(fake.verifyCalls).toBe(1);
    fake.finish('proof-1');
    await expect(token).resolves.toBe('proof-1');
  });

  it('joins a solve already running instead of starting another, and reuses a solved proof', async () => {
    const fake = new FakeWidget();
    const controller = proofController(asWidget(fake));
    void fake.verify(); // the widget's own start, on the form's focus
    const token = controller.token();
    await flush();
    expect(fake.verifyCalls).toBe(1);
    fake.finish('proof-1');
    await expect(token).resolves.toBe('proof-1');
    await expect(controller.token()).resolves.toBe('proof-1');
    expect(fake.verifyCalls).toBe(1);
  });

  it('gives null when the solve fails, and solves anew after renew', async () => {
    const fake = new FakeWidget();
    const controller = proofController(asWidget(fake));
    const failed = controller.token();
    await flush();
    fake.set('error');
    await expect(failed).resolves.toBeNull();

    fake.finish('proof-1');
    controller.renew();
    await flush();
    expect(fake.resetCalls).toBe(1);
    expect(fake.verifyCalls).toBe(2);
    const next = controller.token();
    fake.finish('proof-2');
    await expect(next).resolves.toBe('proof-2');
  });

  it('waits for the widget to mount (its load event) before asking it anything', async () => {
    const fake = new FakeWidget();
    fake.mountedYet = false;
    const token = proofController(asWidget(fake)).token();
    await flush();
    expect(fake.verifyCalls).toBe(0);
    fake.mountedYet = true;
    fake.dispatchEvent(new Event('load'));
    await flush();
    expect(fake.verifyCalls).toBe(1);
    fake.finish('proof-1');
    await expect(token).resolves.toBe('proof-1');
  });
});

describe('sendWithProof', () => {
  const proof = () => {
    let n = 0;
    return { token: jest.fn(async () => `proof-${++n}`), renew: jest.fn() };
  };

  it('sends once more with a new proof when the server refuses the proof', async () => {
    const p = proof();
    const send = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('scaduta'), { code: 'proof_invalid' }))
      .mockResolvedValueOnce('ok');
    await expect(sendWithProof(p, send)).resolves.toBe('ok');
    expect(send.mock.calls).toEqual([['proof-1'], ['proof-2']]);
    expect(p.renew).toHaveBeenCalledTimes(1);
  });

  it('renews after any other refusal but does not send again', async () => {
    const p = proof();
    const refusal = Object.assign(new Error('troppe richieste'), { code: 'rate_limited' });
    const send = jest.fn().mockRejectedValue(refusal);
    await expect(sendWithProof(p, send)).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
    expect(p.renew).toHaveBeenCalledTimes(1);
  });

  it('gives up after one retry', async () => {
    const p = proof();
    const refusal = Object.assign(new Error('mancante'), { code: 'proof_required' });
    const send = jest.fn().mockRejectedValue(refusal);
    await expect(sendWithProof(p, send)).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends without a proof when the widget could not solve one (the server says so)', async () => {
    const send = jest.fn().mockResolvedValue('ok');
    await sendWithProof({ token: async () => null, renew: jest.fn() }, send);
    expect(send).toHaveBeenCalledWith(undefined);
  });
});

describe('afterMinimumFillTime', () => {
  afterEach(() => jest.useRealTimers());

  it(`holds a form sent within ${MIN_FILL_MS} ms of its display until then`, async () => {
    jest.useFakeTimers();
    const shownAt = performance.now();
    jest.advanceTimersByTime(500);
    let fillMs: number | undefined;
    void afterMinimumFillTime(shownAt).then((ms) => (fillMs = ms));
    await jest.advanceTimersByTimeAsync(MIN_FILL_MS - 501);
    expect(fillMs).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(fillMs).toBe(MIN_FILL_MS);
  });

  it('never sends less than the minimum when the form was shown at a fraction of a millisecond', async () => {
    // Browsers truncate a timer's fractional delay: waiting "the rest" once fired 0.6 ms early,
    // sent fillMs 1999 and the server refused the person (form_too_fast).
    jest.useFakeTimers();
    const shownAt = performance.now() + 0.6;
    let fillMs: number | undefined;
    void afterMinimumFillTime(shownAt).then((ms) => (fillMs = ms));
    await jest.advanceTimersByTimeAsync(MIN_FILL_MS + 1);
    expect(fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
  });

  it('sends a slower form at once with its own fill time', async () => {
    jest.useFakeTimers();
    const shownAt = performance.now();
    jest.advanceTimersByTime(45_000);
    await expect(afterMinimumFillTime(shownAt)).resolves.toBe(45_000);
  });
});
