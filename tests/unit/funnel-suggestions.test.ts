/** The funnel's suggestion rules (lib/admin/funnel-suggestions.ts): each fires strictly above its threshold. */
import {
  MIN_SAMPLE,
  callsLateRule,
  codeNotEnteredRule,
  funnelSuggestions,
  smsNotDeliveredRule,
  type FunnelMeasures,
} from '@/lib/admin/funnel-suggestions';

const QUIET: FunnelMeasures = {
  smsSent: 0,
  smsNotDelivered: 0,
  smsDelivered: 0,
  codeNotEntered: 0,
  callRequests: 0,
  callsLate: 0,
};

describe('SMS not delivered (> 5 % of sent)', () => {
  it('does not fire at exactly 5 %', () => {
    expect(smsNotDeliveredRule({ ...QUIET, smsSent: 100, smsNotDelivered: 5 })).toBeNull();
  });
  it('fires just above, with the figure', () => {
    expect(smsNotDeliveredRule({ ...QUIET, smsSent: 100, smsNotDelivered: 6 })).toEqual({
      id: 'smsNotDelivered',
      share: 0.06,
      count: 6,
      of: 100,
      threshold: 0.05,
    });
  });
});

describe('code not entered (> 30 % of delivered)', () => {
  it('does not fire at exactly 30 %', () => {
    expect(codeNotEnteredRule({ ...QUIET, smsDelivered: 10, codeNotEntered: 3 })).toBeNull();
  });
  it('fires just above', () => {
    expect(codeNotEnteredRule({ ...QUIET, smsDelivered: 1000, codeNotEntered: 301 })).toMatchObject(
      { id: 'codeNotEntered', count: 301, of: 1000 },
    );
  });
});

describe('requests not called within 24 h (> 20 %)', () => {
  it('does not fire at exactly 20 %', () => {
    expect(callsLateRule({ ...QUIET, callRequests: 20, callsLate: 4 })).toBeNull();
  });
  it('fires just above', () => {
    expect(callsLateRule({ ...QUIET, callRequests: 20, callsLate: 5 })).toMatchObject({
      id: 'callsLate',
      share: 0.25,
    });
  });
});

describe('every rule', () => {
  it(`judges nothing under ${MIN_SAMPLE} items (1 of 2 says nothing yet)`, () => {
    expect(
      funnelSuggestions({
        smsSent: MIN_SAMPLE - 1,
        smsNotDelivered: MIN_SAMPLE - 1,
        smsDelivered: MIN_SAMPLE - 1,
        codeNotEntered: MIN_SAMPLE - 1,
        callRequests: MIN_SAMPLE - 1,
        callsLate: MIN_SAMPLE - 1,
      }),
    ).toEqual([]);
  });

  it('lists the rules that fire, in order, and none on a healthy funnel', () => {
    expect(
      funnelSuggestions({ ...QUIET, smsSent: 100, smsDelivered: 90, callRequests: 30 }),
    ).toEqual([]);
    const all = funnelSuggestions({
      smsSent: 100,
      smsNotDelivered: 10,
      smsDelivered: 90,
      codeNotEntered: 45,
      callRequests: 30,
      callsLate: 15,
    });
    expect(all.map((s) => s.id)).toEqual(['smsNotDelivered', 'codeNotEntered', 'callsLate']);
  });
});
