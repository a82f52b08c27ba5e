/**
 * New lead passwords (OWASP ASVS 5.0 6.2.1, 6.2.4, 6.2.11): at least 8 characters, and not a
 * common password nor only the person's name, email or the site's name with digits, checked
 * by the server at registration with a message in the page's language.
 */
import { POST as register } from '@/app/api/leads/route';
import { setupTestDatabase } from '../support/test-db';
import { captureSms } from '../support/sms';
import { call } from '../support/http';

const db = setupTestDatabase();
const sms = captureSms();

const lead = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '347 123 4567',
  experience: 'principiante',
  privacyAccepted: true,
};
const registerWith = (password: string, headers: Record<string, string> = {}) =>
  call(register, '/api/leads', { body: { ...lead, password }, headers });

const COMMON_IT =
  "Questa password è tra le più usate o contiene solo il tuo nome, la tua email o il nome del sito: è facile da indovinare. Scegline un'altra, per esempio tre o quattro parole a caso.";

describe('registration refuses weak passwords', () => {
  it.each([
    ['a common password', 'password1'],
    ['a common password in capitals', 'Iloveyou'],
    ['a common German one', 'passwort1'],
    ['the first name with digits', 'Giulia1990!'],
    ['the email with digits', 'GiuliaRossi-2026'],
    ['the site’s name with digits', 'trading2026'],
  ])('%s: 422 with the Italian message, nothing stored, no SMS', async (_label, password) => {
    const res = await registerWith(password);
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ password: COMMON_IT });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await db().lead.count()).toBe(0);
    expect(sms.sent).toHaveLength(0);
  });

  it('says it in German on a German page', async () => {
    const res = await registerWith('12345678', { 'accept-language': 'de-DE' });
    expect(res.status).toBe(422);
    expect(res.json.error.fields.password).toMatch(/^Dieses Passwort gehört zu den häufigsten/);
  });

  it('refuses 7 characters and accepts 8 that are not guessable', async () => {
    const short = await registerWith('corta12');
    expect(short.status).toBe(422);
    expect(short.json.error.fields).toEqual({
      password: 'La password deve contenere almeno 8 caratteri',
    });
    const ok = await registerWith('vela-blu');
    expect(ok.status).toBe(201);
  });
});
