/**
 * No phone number, email or SMS code in the logs: the masks (lib/server/log-mask.ts), the
 * logger's redaction of known fields, and the lines the local SMS and mail drivers write.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { maskContact, maskEmail, maskPhone } from '@/lib/server/log-mask';
import { LOG_REDACTION, logger } from '@/lib/server/logger';

/** A logger with the app's redaction that keeps its lines, parsed, in `lines`. */
function capturingLogger(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return pino({ level: 'info', base: undefined, redact: LOG_REDACTION }, sink);
}

describe('maskPhone', () => {
  it.each([
    ['+393471234567', '+39 347 •••• 567'],
    ['+4915112345678', '+49 151 •••• 678'],
    ['+41791234567', '+41 791 •••• 567'],
    ['+43 664 1234567', '+43 664 •••• 567'],
  ])('%s → %s (country code, first 3, last 3)', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('hides at least 3 digits of a short number, and its length', () => {
    expect(maskPhone('+390612345')).toBe('+39 06 •••• 45');
    expect(maskPhone('+39061234')).toBe('+39 0 •••• 4');
    expect(maskPhone('+3906123')).toBe('+39 0 •••• 3');
    expect(maskPhone('12345')).toBe('1 •••• 5');
    expect(maskPhone('123')).toBe('••••');
  });

  it('masks what it cannot parse by its digits', () => {
    expect(maskPhone('3471234567')).toBe('347 •••• 567');
    expect(maskPhone('not a number')).toBe('••••');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('mario.rossi@example.it')).toBe('m•••@example.it');
    expect(maskEmail('g@example.de')).toBe('g•••@example.de');
  });

  it('drops a display name', () => {
    expect(maskEmail('Mario Rossi <mario.rossi@example.it>')).toBe('m•••@example.it');
  });

  it('masks whatever is not an address whole', () => {
    expect(maskEmail('mario rossi')).toBe('•••');
    expect(maskEmail('@example.it')).toBe('•••');
  });
});

describe('maskContact', () => {
  it('picks the mask by shape, leaves masked values alone, redacts non-strings', () => {
    expect(maskContact('giulia@example.it')).toBe('g•••@example.it');
    expect(maskContact('+393471234567')).toBe('+39 347 •••• 567');
    expect(maskContact('+39 347 •••• 567')).toBe('+39 347 •••• 567');
    expect(maskContact(['a@b.it'])).toBe('[Redacted]');
    expect(maskContact(393471234567)).toBe('[Redacted]');
  });
});

describe('the logger', () => {
  it('masks contact fields and redacts secrets a caller passed whole, at the top or one level down', () => {
    const lines: Record<string, unknown>[] = [];
    capturingLogger(lines).info(
      {
        to: '+393471234567',
        email: 'giulia@example.it',
        password: 'hunter2-hunter2',
        code: '123456',
        text: 'Il tuo codice è 123456',
        lead: { phone: '+4915112345678', email: 'max@example.de', code: '654321' },
        leadId: 7,
      },
      'a careless line',
    );
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        msg: 'a careless line',
        to: '+39 347 •••• 567',
        email: 'g•••@example.it',
        password: '[Redacted]',
        code: '[Redacted]',
        text: '[Redacted]',
        lead: { phone: '+49 151 •••• 678', email: 'm•••@example.de', code: '[Redacted]' },
        leadId: 7,
      },
    ]);
  });

  it('keeps only origin, path and campaign parameters of a logged address', () => {
    const lines: Record<string, unknown>[] = [];
    capturingLogger(lines).info(
      {
        url: '/verify-sms?phone=%2B393471234567&campaign=FB_AD_01',
        request: { referer: 'https://s.example/grazie?email=g%40example.it&utm_source=fb#x' },
        sourceUrl: 'not a url',
        href: 42,
      },
      'a page',
    );
    expect(lines[0]).toMatchObject({
      url: '/verify-sms?campaign=FB_AD_01',
      request: { referer: 'https://s.example/grazie?utm_source=fb' },
      sourceUrl: '[Redacted]',
      href: 42,
    });
  });
});

describe('the local drivers log no contact and no code', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'log-mask-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  /** What the drivers pass to logger.info (the app's logger is silent in tests). */
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(logger, 'info');
  });
  afterEach(() => info.mockRestore());

  it('the SMS outbox logs the number masked, never the text', async () => {
    const { outboxSender } = await import('@/lib/server/channels/sms/file-driver');
    await outboxSender(path.join(dir, 'sms.jsonl')).send({
      to: '+393471234567',
      text: 'Il tuo codice di verifica è 482913',
    });
    expect(info.mock.calls).toEqual([
      [expect.objectContaining({ to: '+39 347 •••• 567' }), 'sms written to outbox'],
    ]);
    const text = JSON.stringify(info.mock.calls);
    expect(text).not.toMatch(/3471234567|482913/);
  });

  it('the mail outbox logs the address masked and not the subject', async () => {
    const { fileDriver } = await import('@/lib/server/channels/mail/drivers');
    await fileDriver(path.join(dir, 'mail'), 'Accademia <noreply@example.it>').send({
      id: 'msg-1',
      to: 'giulia.rossi@example.it',
      subject: 'Giulia, la tua consulenza',
      text: 'Ciao Giulia',
      html: '<p>Ciao Giulia</p>',
    });
    expect(info.mock.calls).toEqual([
      [
        expect.objectContaining({ to: 'g•••@example.it', messageId: 'msg-1' }),
        'mail written to the local outbox',
      ],
    ]);
    const text = JSON.stringify(info.mock.calls);
    expect(text).not.toMatch(/giulia\.rossi|Giulia/);
  });
});
