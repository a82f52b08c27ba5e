/**
 * The one refusal type: an AppError carries a code of the table (lib/server/http/error-codes.ts)
 * and is answered with that code's status and message in the request's language; two codes
 * may answer one client code with different texts; fixed placeholder values, retry-after and
 * field messages reach the body as the old subclasses sent them.
 */
import { APP_ERRORS, type AppErrorCode } from '@/lib/server/http/error-codes';
import { AppError, fieldError, isAppError, rateLimited } from '@/lib/server/http/errors';
import { toErrorResponse } from '@/lib/server/http/error-response';
import it from '@/messages/it.json';
import de from '@/messages/de.json';

const answer = async (error: unknown, locale: 'it' | 'de' = 'it') => {
  const response = toErrorResponse(error, locale);
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as { error: Record<string, unknown> },
  };
};

test('every code has a 4xx or 5xx status and a message in both languages', () => {
  for (const [code, entry] of Object.entries(APP_ERRORS)) {
    expect([code, entry.status >= 400 && entry.status < 600]).toEqual([code, true]);
    expect([code, typeof it.api[entry.message]]).toEqual([code, 'string']);
    expect([code, typeof de.api[entry.message]]).toEqual([code, 'string']);
  }
});

test('answers a code with its status and message, in German too', async () => {
  const error = new AppError('offer_full');
  expect(error).toMatchObject({ name: 'AppError', code: 'offer_full', status: 409 });
  expect(await answer(error)).toEqual({
    status: 409,
    retryAfter: null,
    body: { error: { code: 'offer_full', message: it.api.offerFull } },
  });
  expect((await answer(error, 'de')).body.error.message).toBe(de.api.offerFull);
});

test('answers a shared client code with each refusal its own text', async () => {
  const reset = await answer(new AppError('own_mfa_reset'));
  const own = await answer(new AppError('own_account'));
  expect(reset.body.error).toEqual({ code: 'own_account', message: it.api.adminOwnMfaReset });
  expect(own.body.error).toEqual({ code: 'own_account', message: it.api.adminOwnAccount });
  const admin = await answer(new AppError('admin_invalid_credentials'));
  expect([admin.status, admin.body.error.code]).toEqual([401, 'invalid_credentials']);
});

test('sends the wait, the field messages and the fixed values', async () => {
  const limited = await answer(rateLimited(42, 'resend_too_soon'));
  expect(limited.status).toBe(429);
  expect(limited.retryAfter).toBe('42');
  expect(limited.body.error).toMatchObject({ code: 'resend_too_soon', retryAfter: 42 });
  expect(limited.body.error.message).toContain('42');

  const fields = await answer(fieldError({ phone: 'validation.phone' }));
  expect(fields.status).toBe(422);
  expect(fields.body.error).toEqual({
    code: 'validation_failed',
    message: it.api.validationFailed,
    fields: { phone: it.validation.phone },
  });

  expect((await answer(new AppError('guide_too_large'))).body.error.message).toContain('8');
});

test('isAppError tells a code, any of several, or any refusal', () => {
  const error: unknown = new AppError('conflict', { columns: ['email'] });
  expect(isAppError(error, 'conflict')).toBe(true);
  expect(isAppError(error, 'not_found', 'conflict')).toBe(true);
  expect(isAppError(error, 'not_found')).toBe(false);
  expect(isAppError(error)).toBe(true);
  expect(isAppError(new Error('conflict'), 'conflict')).toBe(false);
  if (isAppError(error, 'conflict')) expect(error.details.columns).toEqual(['email']);
  const code: AppErrorCode = 'not_found';
  expect(new AppError(code).status).toBe(404);
});
