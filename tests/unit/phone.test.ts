import {
  formatPhone,
  isSmsAllowed,
  isSmsLineType,
  normalizePhone,
} from '@/lib/server/channels/sms/phone';

const ALLOWED = ['IT', 'DE', 'AT', 'CH'] as const;

describe('normalizePhone', () => {
  it.each([
    ['national Italian mobile', '3471234567'],
    ['international with spaces', '+39 347 123 4567'],
    ['international with the 00 prefix', '0039 347 123 4567'],
    ['with dashes and surrounding blanks', '  347-123-4567 '],
    ['with dots and brackets', '(+39) 347.123.4567'],
  ])('reads %s as +393471234567', (_name, input) => {
    expect(normalizePhone(input)).toEqual({
      e164: '+393471234567',
      country: 'IT',
      callingCode: '39',
      type: 'MOBILE',
    });
  });

  it('reads an Italian landline', () => {
    expect(normalizePhone('06 1234 5678')).toMatchObject({
      e164: '+390612345678',
      country: 'IT',
      type: 'FIXED_LINE',
    });
  });

  it('reads a German mobile in international form', () => {
    expect(normalizePhone('+49 1512 3456789')).toEqual({
      e164: '+4915123456789',
      country: 'DE',
      callingCode: '49',
      type: 'MOBILE',
    });
  });

  it('reads a German national number when the default country is Germany', () => {
    expect(normalizePhone('01512 3456789', 'DE')).toEqual({
      e164: '+4915123456789',
      country: 'DE',
      callingCode: '49',
      type: 'MOBILE',
    });
  });

  it('reads Austrian and Swiss numbers', () => {
    expect(normalizePhone('+43 664 1234567')).toMatchObject({
      e164: '+436641234567',
      country: 'AT',
      callingCode: '43',
    });
    expect(normalizePhone('+41 79 123 45 67')).toMatchObject({
      e164: '+41791234567',
      country: 'CH',
      callingCode: '41',
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['letters', 'abcdefghij'],
    ['all zeros', '0000000000'],
    ['too short', '+39 123'],
    ['too long', '+39 347 123 4567 8901'],
    ['a German national number read as Italian', '015123456789'],
    ['an unknown calling code', '+999 1234567890'],
  ])('refuses %s', (_name, input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('isSmsAllowed', () => {
  const must = (input: string) => {
    const phone = normalizePhone(input);
    if (!phone) throw new Error(`test number ${input} should parse`);
    return phone;
  };

  it.each(['+39 347 123 4567', '+49 1512 3456789', '+43 664 1234567', '+41 79 123 45 67'])(
    'allows %s',
    (input) => {
      expect(isSmsAllowed(must(input), ALLOWED)).toBe(true);
    },
  );

  it('refuses a US number', () => {
    const us = must('+1 212 555 0123');
    expect(us.country).toBe('US');
    expect(isSmsAllowed(us, ALLOWED)).toBe(false);
  });

  it('refuses a French number, and follows the allowed list it is given', () => {
    const fr = must('+33 6 12 34 56 78');
    expect(isSmsAllowed(fr, ALLOWED)).toBe(false);
    expect(isSmsAllowed(fr, ['FR'])).toBe(true);
    expect(isSmsAllowed(must('3471234567'), ['DE'])).toBe(false);
  });

  it('refuses a number with no country (non-geographic)', () => {
    expect(
      isSmsAllowed(
        { e164: '+80012345678', country: undefined, callingCode: '800', type: 'TOLL_FREE' },
        ALLOWED,
      ),
    ).toBe(false);
  });
});

describe('isSmsLineType', () => {
  const typeOf = (input: string) => normalizePhone(input)?.type;
  const takesSms = (input: string) => {
    const phone = normalizePhone(input);
    if (!phone) throw new Error(`test number ${input} should parse`);
    return isSmsLineType(phone);
  };

  it.each([
    ['Italian mobile', '+39 347 123 4567', 'MOBILE'],
    ['German mobile', '+49 1512 3456789', 'MOBILE'],
    ['Austrian mobile', '+43 664 1234567', 'MOBILE'],
    ['Swiss mobile', '+41 79 123 45 67', 'MOBILE'],
    ['US number the plan cannot tell from a mobile', '+1 212 555 0123', 'FIXED_LINE_OR_MOBILE'],
  ])('lets an SMS go to an %s (%s)', (_name, input, type) => {
    expect(typeOf(input)).toBe(type);
    expect(takesSms(input)).toBe(true);
  });

  it.each([
    ['Italian premium-rate', '+39 899 123456', 'PREMIUM_RATE'],
    ['German premium-rate', '+49 900 1234567', 'PREMIUM_RATE'],
    ['Italian shared-cost', '+39 848 123456', 'SHARED_COST'],
    ['German shared-cost', '+49 180 1234567', 'SHARED_COST'],
    ['Italian VoIP', '+39 55 12345678', 'VOIP'],
    ['Austrian VoIP', '+43 780 123456', 'VOIP'],
    ['Italian fixed line', '+39 02 1234567', 'FIXED_LINE'],
    ['Italian toll-free', '+39 800 123456', 'TOLL_FREE'],
    ['German personal number', '+49 700 12345678', 'PERSONAL_NUMBER'],
  ])('refuses an %s number (%s)', (_name, input, type) => {
    expect(typeOf(input)).toBe(type);
    expect(takesSms(input)).toBe(false);
  });

  it('refuses a number whose type the plan does not know', () => {
    expect(
      isSmsLineType({ e164: '+393471234567', country: 'IT', callingCode: '39', type: undefined }),
    ).toBe(false);
  });
});

describe('formatPhone (the back-office shows it as phoneDisplay)', () => {
  it.each([
    ['an Italian mobile', '+393494601000', '+39 349 460 1000'],
    ['an Italian landline', '+390612345678', '+39 06 1234 5678'],
    ['a German mobile', '+4915112345678', '+49 1511 2345678'],
  ])('groups %s as people write it', (_name, e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });

  it('shows a value it cannot read as given, so nothing a lead typed is hidden', () => {
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone('')).toBe('');
  });
});
