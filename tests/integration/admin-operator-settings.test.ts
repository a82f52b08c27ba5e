/**
 * The Impressum's operator details in the settings tab (GET/PUT /api/admin/settings/operator):
 * each field defaults to its OPERATOR_* variable, a stored value wins over it, an emptied field
 * falls back to it, a field set nowhere stays null (the page names it); a save is validated by
 * the form's schema (nothing stored on a refusal), audited, and regenerates /impressum only
 * when a value in force changed. Concurrent saves all land, the last one in force.
 */
import { OPERATOR_ENV_DEFAULTS as ENV } from '../support/operator-env';
import { revalidatePath } from 'next/cache';
import { GET, PUT } from '@/app/api/admin/settings/operator/route';
import { pageOperatorDetails } from '@/lib/server/settings/site-settings';
import { setupTestDatabase } from '../support/test-db';
import { call } from '../support/http';
import { adminCookie, steppedUpAdminCookie } from '../support/admin';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

const db = setupTestDatabase();
const ORIGIN = { origin: 'http://localhost:3000' };
const revalidated = jest.mocked(revalidatePath);
beforeEach(() => revalidated.mockClear());

const EMPTY = {
  operatorName: '',
  operatorAddress: '',
  operatorEmail: '',
  operatorPhone: '',
  operatorRegister: '',
  operatorVatId: '',
};

const FORM = {
  ...EMPTY,
  operatorName: '  Accademia Trading GmbH ',
  operatorPhone: '+49 30 1234567',
  operatorRegister: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
  operatorVatId: 'DE123456789',
};

const put = (cookie: string, body: unknown) =>
  call(PUT, '/api/admin/settings/operator', { method: 'PUT', cookie, body, headers: ORIGIN });

describe('GET /api/admin/settings/operator', () => {
  it('gives the environment defaults and null for the fields set nowhere', async () => {
    const res = await call(GET, '/api/admin/settings/operator', {
      cookie: await adminCookie(db()),
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      operator: { ...ENV, phone: null, register: null, vatId: null },
      sources: {
        name: 'env',
        address: 'env',
        email: 'env',
        phone: null,
        register: null,
        vatId: null,
      },
    });
    expect(await pageOperatorDetails()).toEqual(res.json.operator);
  });

  it('answers 401 without a session, storing nothing', async () => {
    expect((await call(GET, '/api/admin/settings/operator')).status).toBe(401);
    const res = await call(PUT, '/api/admin/settings/operator', {
      method: 'PUT',
      body: FORM,
      headers: ORIGIN,
    });
    expect(res.status).toBe(401);
    expect(await db().siteSetting.count()).toBe(0);
  });
});

describe('PUT /api/admin/settings/operator', () => {
  it('stores the details, lets a stored value win over the environment, audits and regenerates /impressum', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const res = await put(cookie, FORM);
    expect(res.status).toBe(200);
    const operator = {
      name: 'Accademia Trading GmbH',
      address: ENV.address,
      email: ENV.email,
      phone: '+49 30 1234567',
      register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456',
      vatId: 'DE123456789',
    };
    expect(res.json).toEqual({
      operator,
      sources: {
        name: 'stored',
        address: 'env',
        email: 'env',
        phone: 'stored',
        register: 'stored',
        vatId: 'stored',
      },
    });
    expect(revalidated.mock.calls.map(([path]) => path)).toEqual(['/impressum']);
    // What the page renders with when it regenerates.
    expect(await pageOperatorDetails()).toEqual(operator);

    const audit = await db().auditLog.findFirst({ where: { action: 'settings.update' } });
    expect(audit).toMatchObject({
      username: 'operatore',
      targetType: 'site_settings',
      details: {
        operator: {
          name: { from: ENV.name, to: 'Accademia Trading GmbH' },
          phone: { from: null, to: '+49 30 1234567' },
          register: { from: null, to: 'Amtsgericht Berlin-Charlottenburg, HRB 123456' },
          vatId: { from: null, to: 'DE123456789' },
        },
      },
    });

    // Emptying a field gives the environment's value back; the same save again changes nothing.
    revalidated.mockClear();
    const back = await put(cookie, { ...FORM, operatorName: '' });
    expect(back.json.operator.name).toBe(ENV.name);
    expect(back.json.sources.name).toBe('env');
    expect(revalidated).toHaveBeenCalledWith('/impressum');
    revalidated.mockClear();
    expect((await put(cookie, { ...FORM, operatorName: '' })).status).toBe(200);
    expect(revalidated).not.toHaveBeenCalled();

    // A field emptied with no environment value is missing again.
    const cleared = await put(cookie, EMPTY);
    expect(cleared.json.operator).toEqual({ ...ENV, phone: null, register: null, vatId: null });
  });

  it('refuses bad input with 422 and an Italian message per field, storing nothing', async () => {
    const cookie = await adminCookie(db());
    const bad = await put(cookie, {
      ...FORM,
      operatorEmail: 'not an address',
      operatorPhone: '030 1234567',
      operatorVatId: '123456789',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual([
      'operatorEmail',
      'operatorPhone',
      'operatorVatId',
    ]);
    expect((await put(cookie, { operatorName: 'Solo nome' })).status).toBe(422);
    expect(
      (await put(cookie, { ...FORM, operatorAddress: 'x'.repeat(201) })).json.error.fields,
    ).toHaveProperty('operatorAddress');
    expect(await db().siteSetting.count()).toBe(0);
    expect(await db().auditLog.count({ where: { action: 'settings.update' } })).toBe(0);
    expect(revalidated).not.toHaveBeenCalled();
  });

  it('takes 20 concurrent saves: each answers 200 and is audited, one of them is in force', async () => {
    const cookie = await steppedUpAdminCookie(db());
    const phones = Array.from(
      { length: 20 },
      (_, i) => `+49 30 55500${String(i).padStart(2, '0')}`,
    );
    const answers = await Promise.all(
      phones.map((phone) => put(cookie, { ...FORM, operatorPhone: phone })),
    );
    expect(answers.map((a) => a.status)).toEqual(phones.map(() => 200));
    expect(await db().siteSetting.count({ where: { key: 'operator' } })).toBe(1);
    expect(phones).toContain((await pageOperatorDetails()).phone);
    expect(await db().auditLog.count({ where: { action: 'settings.update' } })).toBe(20);
  });
});
