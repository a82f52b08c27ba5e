import * as z from 'zod/mini';
import itMessages from '@/messages/it.json';
import deMessages from '@/messages/de.json';
import { accountErasureSchema } from '@/lib/validation/account';
import { consultationSchema } from '@/lib/validation/consultation';
import {
  EXPERIENCE_INPUTS,
  GERMAN_EXPERIENCE_OPTIONS,
  LANDING_EXPERIENCE_OPTIONS,
  campaignRegistrationSchema,
  landingRegistrationSchema,
  registrationRequestSchema,
} from '@/lib/validation/registration';
import { resendCodeSchema, verifyCodeSchema } from '@/lib/validation/verification';

const landing = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '347 123 4567',
  password: 'segreta1',
  experience: 'principiante',
  privacyAccepted: true,
};
const { password: _password, ...campaign } = landing;

/** First message per top-level field; {} when the input is valid. */
function errors(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

describe('landingRegistrationSchema', () => {
  it('accepts a complete form', () => {
    expect(landingRegistrationSchema.safeParse(landing).success).toBe(true);
  });

  it.each([
    ['firstName', 'G', 'validation.firstName'],
    ['firstName', ' G  ', 'validation.firstName'],
    ['firstName', 'x'.repeat(61), 'validation.firstName'],
    ['firstName', undefined, 'validation.firstName'],
    ['lastName', '', 'validation.lastName'],
    ['lastName', 'R', 'validation.lastName'],
    ['email', 'no', 'validation.email'],
    ['email', 'giulia@', 'validation.email'],
    ['email', `${'a'.repeat(250)}@x.it`, 'validation.email'],
    ['email', undefined, 'validation.email'],
    ['phone', '123', 'validation.phone'],
    ['phone', '347 123 4', 'validation.phone'],
    ['phone', '347-ABC-4567', 'validation.phone'],
    ['phone', '1'.repeat(21), 'validation.phone'],
    ['phone', 3471234567, 'validation.phone'],
    ['password', '12345', 'validation.password'],
    ['password', '1234567', 'validation.password'],
    ['password', undefined, 'validation.password'],
    ['password', 'x'.repeat(129), 'validation.password'],
    ['experience', '', 'validation.experience'],
    ['experience', 'expert', 'validation.experience'],
    ['experience', undefined, 'validation.experience'],
    ['privacyAccepted', false, 'validation.privacy'],
    ['privacyAccepted', 'true', 'validation.privacy'],
    ['privacyAccepted', undefined, 'validation.privacy'],
  ])('%s = %j gives %s', (field, value, key) => {
    expect(errors(landingRegistrationSchema, { ...landing, [field]: value })).toEqual({
      [field]: key,
    });
  });

  it('counts characters after trimming and returns trimmed values', () => {
    const parsed = landingRegistrationSchema.parse({
      ...landing,
      firstName: '  Al  ',
      lastName: ' Bo ',
      email: ' giulia@example.it ',
      phone: '  347 123 4567  ',
    });
    expect(parsed).toMatchObject({
      firstName: 'Al',
      lastName: 'Bo',
      email: 'giulia@example.it',
      phone: '347 123 4567',
    });
  });

  it('accepts a password of exactly 8 characters and a phone of exactly 10', () => {
    expect(
      errors(landingRegistrationSchema, { ...landing, password: 'vela-blu', phone: '3471234567' }),
    ).toEqual({});
  });

  it('accepts the phone formats people type', () => {
    for (const phone of ['+39 347 123 4567', '(347) 123.4567', '0039-347-1234567']) {
      expect(errors(landingRegistrationSchema, { ...landing, phone })).toEqual({});
    }
  });

  it('reports every broken field at once', () => {
    expect(
      errors(landingRegistrationSchema, {
        firstName: 'G',
        lastName: '',
        email: 'no',
        phone: '123',
        password: '123',
        experience: '',
        privacyAccepted: false,
      }),
    ).toEqual({
      firstName: 'validation.firstName',
      lastName: 'validation.lastName',
      email: 'validation.email',
      phone: 'validation.phone',
      password: 'validation.password',
      experience: 'validation.experience',
      privacyAccepted: 'validation.privacy',
    });
  });

  it.each(LANDING_EXPERIENCE_OPTIONS)('accepts the landing option %s', (experience) => {
    expect(errors(landingRegistrationSchema, { ...landing, experience })).toEqual({});
  });
});

describe('campaignRegistrationSchema', () => {
  it('accepts the reusable form without any password', () => {
    expect(errors(campaignRegistrationSchema, campaign)).toEqual({});
    expect(
      campaignRegistrationSchema.parse({ ...campaign, password: 'ignored' }),
    ).not.toHaveProperty('password');
  });

  it.each(GERMAN_EXPERIENCE_OPTIONS)('accepts the German option %s', (experience) => {
    expect(errors(campaignRegistrationSchema, { ...campaign, experience })).toEqual({});
  });

  it('applies the same field rules and messages', () => {
    expect(
      errors(campaignRegistrationSchema, { ...campaign, firstName: 'G', phone: '12' }),
    ).toEqual({
      firstName: 'validation.firstName',
      phone: 'validation.phone',
    });
  });

  it('requires the privacy box ticked', () => {
    expect(errors(campaignRegistrationSchema, { ...campaign, privacyAccepted: false })).toEqual({
      privacyAccepted: 'validation.privacy',
    });
  });
});

describe('registrationRequestSchema', () => {
  it.each(EXPERIENCE_INPUTS)('accepts experience %s from any of the three forms', (experience) => {
    expect(errors(registrationRequestSchema, { ...landing, experience })).toEqual({});
  });

  it('makes the password optional but still checks it when present', () => {
    expect(errors(registrationRequestSchema, campaign)).toEqual({});
    expect(errors(registrationRequestSchema, { ...campaign, password: '12345' })).toEqual({
      password: 'validation.password',
    });
  });

  it.each([true, 'true'])('accepts privacyAccepted = %j', (privacyAccepted) => {
    expect(errors(registrationRequestSchema, { ...landing, privacyAccepted })).toEqual({});
  });

  it.each([false, 'false', 'TRUE', 1, null, undefined])(
    'refuses privacyAccepted = %j',
    (privacyAccepted) => {
      expect(errors(registrationRequestSchema, { ...landing, privacyAccepted })).toEqual({
        privacyAccepted: 'validation.privacy',
      });
    },
  );

  it('takes attribution, trims it, and refuses an over-long value', () => {
    const parsed = registrationRequestSchema.parse({
      ...landing,
      campaignId: ' FB_AD_07 ',
      utmSource: null,
      fbclid: 'IwAR0abc',
      locale: 'de',
    });
    expect(parsed).toMatchObject({
      campaignId: 'FB_AD_07',
      utmSource: null,
      fbclid: 'IwAR0abc',
      locale: 'de',
    });
    expect(errors(registrationRequestSchema, { ...landing, utmCampaign: 'x'.repeat(121) })).toEqual(
      { utmCampaign: 'validation.tracking' },
    );
    expect(errors(registrationRequestSchema, { ...landing, fbclid: 'x'.repeat(501) })).toEqual({
      fbclid: 'validation.tracking',
    });
  });

  it('accepts only the locales it and de', () => {
    expect(errors(registrationRequestSchema, { ...landing, locale: 'fr' })).toHaveProperty(
      'locale',
    );
  });
});

describe('verifyCodeSchema', () => {
  it('accepts 6 digits, leading zeros included', () => {
    expect(errors(verifyCodeSchema, { phone: '+39 347 123 4567', code: '042917' })).toEqual({});
  });

  it.each([
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['a letter', '12a456'],
    ['blanks', '123 456'],
    ['empty', ''],
    ['a number', 123456],
    ['nothing', undefined],
  ])('gives validation.codeIncomplete for %s', (_name, code) => {
    expect(errors(verifyCodeSchema, { phone: '+39 347 123 4567', code })).toEqual({
      code: 'validation.codeIncomplete',
    });
  });

  it('checks the phone like the registration does', () => {
    expect(errors(verifyCodeSchema, { phone: '123', code: '123456' })).toEqual({
      phone: 'validation.phone',
    });
    expect(errors(resendCodeSchema, { phone: '123' })).toEqual({ phone: 'validation.phone' });
    expect(errors(resendCodeSchema, { phone: '347 123 4567' })).toEqual({});
  });
});

describe('validation messages', () => {
  // Every message a schema can give, reached by failing each field; the forms and the API show
  // its text from the catalogue, so each must be there in both languages.
  const produced = new Set<string>();
  const collect = (schema: z.ZodMiniType, input: unknown) => {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) produced.add(issue.message);
  };
  const bad = {
    firstName: 1,
    lastName: 'x',
    email: 'y',
    phone: 'z',
    password: 'p',
    experience: 'q',
    privacyAccepted: 'no',
    campaignId: 'c'.repeat(200),
    fbclid: 'f'.repeat(600),
    visitorSessionId: 'x',
  };
  collect(landingRegistrationSchema, bad);
  collect(landingRegistrationSchema, {});
  collect(campaignRegistrationSchema, {});
  collect(registrationRequestSchema, bad);
  collect(verifyCodeSchema, { phone: 1, code: 'abc' });
  collect(resendCodeSchema, {});
  collect(accountErasureSchema, { password: 5 });
  collect(consultationSchema, {});
  collect(consultationSchema, { goals: 'x'.repeat(2001), questions: 'x'.repeat(2001) });

  function lookup(catalogue: unknown, key: string): unknown {
    return key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        catalogue,
      );
  }

  it('are catalogue keys, one per kind of mistake', () => {
    expect([...produced].sort()).toEqual([
      'consultation.errors.date',
      'consultation.errors.goals',
      'consultation.errors.time',
      'consultation.errors.tooLong',
      'validation.codeIncomplete',
      'validation.email',
      'validation.experience',
      'validation.firstName',
      'validation.invalid',
      'validation.lastName',
      'validation.password',
      'validation.phone',
      'validation.privacy',
      'validation.tracking',
    ]);
  });

  it.each([
    ['it', itMessages],
    ['de', deMessages],
  ])('each has a non-empty text in messages/%s.json', (_locale, catalogue) => {
    const missing = [...produced].filter((key) => {
      const value = lookup(catalogue, key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(missing).toEqual([]);
  });
});
