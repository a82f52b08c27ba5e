/**
 * The settings a production server refuses to start with (lib/server/config/production-settings.ts):
 * a pure function of the raw variables, checked at server start and by the worker.
 */
import { unsafeProductionSettings } from '@/lib/server/config/production-settings';

/** A production environment with every checked setting safe. */
const SAFE = {
  NODE_ENV: 'production',
  SMS_DRIVER: 'vonage',
  SITE_URL: 'https://accademia.example.it',
  WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
  WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
};

const problems = (changes: Record<string, string | undefined>) =>
  unsafeProductionSettings({ ...SAFE, ...changes });

describe('unsafeProductionSettings', () => {
  it('accepts a safe production environment', () => {
    expect(unsafeProductionSettings(SAFE)).toEqual([]);
    expect(problems({ WEBHOOK_URL: undefined, WEBHOOK_SECRET: undefined })).toEqual([]);
  });

  it('checks nothing outside production (development, tests, or NODE_ENV unset)', () => {
    expect(unsafeProductionSettings({})).toEqual([]);
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(
        unsafeProductionSettings({
          NODE_ENV,
          SITE_URL: 'http://x.example',
          WEBHOOK_URL: 'http://y',
        }),
      ).toEqual([]);
    }
  });

  it('refuses SMS_DRIVER left unset (the file outbox by default), also when empty', () => {
    for (const SMS_DRIVER of [undefined, '', '  ']) {
      expect(problems({ SMS_DRIVER })).toEqual([expect.stringMatching(/^SMS_DRIVER is not set/)]);
    }
  });

  it('allows the file outbox when chosen explicitly', () => {
    expect(problems({ SMS_DRIVER: 'outbox' })).toEqual([]);
  });

  it('refuses a SITE_URL that is not https, the default included', () => {
    expect(problems({ SITE_URL: 'http://accademia.example.it' })).toEqual([
      expect.stringMatching(/^SITE_URL must be an https:\/\/ address .*http:\/\/accademia/),
    ]);
    expect(problems({ SITE_URL: undefined })).toEqual([
      expect.stringMatching(/^SITE_URL .*http:\/\/localhost:3000/),
    ]);
  });

  it('allows an http SITE_URL with ALLOW_INSECURE_SITE_URL=1, only with 1', () => {
    expect(problems({ SITE_URL: 'http://localhost:3000', ALLOW_INSECURE_SITE_URL: '1' })).toEqual(
      [],
    );
    expect(problems({ SITE_URL: 'http://localhost:3000', ALLOW_INSECURE_SITE_URL: '0' })).toEqual([
      expect.stringMatching(/^SITE_URL/),
    ]);
  });

  it('refuses WEBHOOK_URL without WEBHOOK_SECRET', () => {
    expect(problems({ WEBHOOK_SECRET: undefined })).toEqual([
      expect.stringMatching(/^WEBHOOK_URL is set without WEBHOOK_SECRET/),
    ]);
  });

  it('refuses an http WEBHOOK_URL, without printing it, unless ALLOW_INSECURE_WEBHOOK_URL=1', () => {
    const insecure = problems({ WEBHOOK_URL: 'http://crm.example.com/hook?token=s3cret' });
    expect(insecure).toEqual([expect.stringMatching(/^WEBHOOK_URL must be an https:\/\/ address/)]);
    expect(insecure.join()).not.toContain('s3cret');
    expect(
      problems({ WEBHOOK_URL: 'http://127.0.0.1:4000/hook', ALLOW_INSECURE_WEBHOOK_URL: '1' }),
    ).toEqual([]);
  });

  it('refuses an http META_GRAPH_URL with a Conversions API token, unless ALLOW_INSECURE_META_GRAPH_URL=1', () => {
    const token = { META_CAPI_ACCESS_TOKEN: 'EAAB-token-0123456789' };
    expect(problems({ ...token, META_GRAPH_URL: 'http://127.0.0.1:4100' })).toEqual([
      expect.stringMatching(/^META_GRAPH_URL must be an https:\/\/ address/),
    ]);
    expect(problems({ META_GRAPH_URL: 'http://127.0.0.1:4100' })).toEqual([]);
    expect(problems({ ...token, META_GRAPH_URL: 'https://graph.facebook.com' })).toEqual([]);
    expect(
      problems({
        ...token,
        META_GRAPH_URL: 'http://127.0.0.1:4100',
        ALLOW_INSECURE_META_GRAPH_URL: '1',
      }),
    ).toEqual([]);
  });

  it('lifts one check per ALLOW_INSECURE_* flag: the webhook flag leaves META_GRAPH_URL refused', () => {
    expect(
      problems({
        META_CAPI_ACCESS_TOKEN: 'EAAB-token-0123456789',
        META_GRAPH_URL: 'http://127.0.0.1:4100',
        WEBHOOK_URL: 'http://127.0.0.1:4000/hook',
        ALLOW_INSECURE_WEBHOOK_URL: '1',
      }),
    ).toEqual([expect.stringMatching(/^META_GRAPH_URL/)]);
    expect(
      problems({
        WEBHOOK_URL: 'http://127.0.0.1:4000/hook',
        ALLOW_INSECURE_META_GRAPH_URL: '1',
        ALLOW_INSECURE_PARTNER_BROKER_URL: '1',
        ALLOW_INSECURE_VONAGE_REST_HOST: '1',
        ALLOW_INSECURE_SMTP: '1',
      }),
    ).toEqual([expect.stringMatching(/^WEBHOOK_URL must be an https/)]);
  });

  it('refuses an http VONAGE_REST_HOST, unless ALLOW_INSECURE_VONAGE_REST_HOST=1 on loopback', () => {
    expect(problems({ VONAGE_REST_HOST: 'https://rest.nexmo.com' })).toEqual([]);
    expect(problems({ VONAGE_REST_HOST: 'http://rest.nexmo.com' })).toEqual([
      expect.stringMatching(/^VONAGE_REST_HOST must be an https:\/\/ address/),
    ]);
    const flag = { ALLOW_INSECURE_VONAGE_REST_HOST: '1' };
    expect(problems({ ...flag, VONAGE_REST_HOST: 'http://127.0.0.1:4100' })).toEqual([]);
    expect(problems({ ...flag, VONAGE_REST_HOST: 'http://rest.nexmo.com' })).toEqual([
      expect.stringMatching(/^VONAGE_REST_HOST/),
    ]);
  });

  it("refuses an http VONAGE_API_HOST (Verify's), with the same loopback flag", () => {
    expect(problems({ VONAGE_API_HOST: 'https://api.nexmo.com' })).toEqual([]);
    expect(problems({ VONAGE_API_HOST: 'http://api.nexmo.com' })).toEqual([
      expect.stringMatching(/^VONAGE_API_HOST must be an https:\/\/ address/),
    ]);
    const flag = { ALLOW_INSECURE_VONAGE_REST_HOST: '1' };
    expect(problems({ ...flag, VONAGE_API_HOST: 'http://127.0.0.1:4010' })).toEqual([]);
  });

  it('refuses an http PARTNER_BROKER_URL, unless ALLOW_INSECURE_PARTNER_BROKER_URL=1 on loopback', () => {
    expect(problems({ PARTNER_BROKER_URL: 'https://broker.example.com/?aff=1' })).toEqual([]);
    expect(problems({ PARTNER_BROKER_URL: 'http://broker.example.com/?aff=1' })).toEqual([
      expect.stringMatching(/^PARTNER_BROKER_URL must be an https:\/\/ address/),
    ]);
    const flag = { ALLOW_INSECURE_PARTNER_BROKER_URL: '1' };
    expect(
      problems({ ...flag, PARTNER_BROKER_URL: 'http://127.0.0.1:3199/partner?aff=e2e' }),
    ).toEqual([]);
    expect(problems({ ...flag, PARTNER_BROKER_URL: 'http://broker.example.com/' })).toEqual([
      expect.stringMatching(/^PARTNER_BROKER_URL/),
    ]);
  });

  it('requires TLS for SMTP_URL, without printing it, unless ALLOW_INSECURE_SMTP=1 on loopback', () => {
    for (const SMTP_URL of [
      'smtps://user:pw@smtp.example.com:465',
      'smtp://user:pw@smtp.example.com:587?requireTLS=true',
      'smtp://user:pw@smtp.example.com:465?secure=true',
    ])
      expect(problems({ SMTP_URL })).toEqual([]);
    for (const SMTP_URL of [
      'smtp://user:s3cret@smtp.example.com:587',
      'smtp://user:s3cret@smtp.example.com:587?requireTLS=false',
      'smtps://user:s3cret@smtp.example.com:465?secure=false',
      'smtps://user:s3cret@smtp.example.com:465?tls.rejectUnauthorized=false',
    ]) {
      const refused = problems({ SMTP_URL });
      expect(refused).toEqual([expect.stringMatching(/^SMTP_URL must use TLS in production/)]);
      expect(refused.join()).not.toContain('s3cret');
    }
    const flag = { ALLOW_INSECURE_SMTP: '1' };
    expect(problems({ ...flag, SMTP_URL: 'smtp://127.0.0.1:1025' })).toEqual([]);
    expect(problems({ ...flag, SMTP_URL: 'smtp://localhost:1025' })).toEqual([]);
    expect(problems({ ...flag, SMTP_URL: 'smtp://smtp.example.com:587' })).toEqual([
      expect.stringMatching(/^SMTP_URL/),
    ]);
  });

  it('asks several replicas for one database, one deployment id and one Server Actions key', () => {
    const shared = {
      REPLICAS: '2',
      DATABASE_URL: 'postgresql://app@db:5432/app',
      NEXT_DEPLOYMENT_ID: 'c0ffee1',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=',
    };
    expect(problems(shared)).toEqual([]);
    // One server (the default) needs none of them.
    expect(problems({ REPLICAS: undefined })).toEqual([]);
    expect(problems({ REPLICAS: '1' })).toEqual([]);
    for (const name of [
      'DATABASE_URL',
      'NEXT_DEPLOYMENT_ID',
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
    ] as const) {
      for (const missing of [undefined, '', ' ']) {
        expect(problems({ ...shared, [name]: missing })).toEqual([
          expect.stringMatching(new RegExp(`^REPLICAS=2 needs ${name}`)),
        ]);
      }
    }
    // The key itself is never printed, nor the database's address.
    const refused = problems({ REPLICAS: '3' }).join(' ');
    expect(refused).not.toContain(shared.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY);
    expect(refused).toMatch(/^REPLICAS=3 needs DATABASE_URL/);
  });

  it('refuses a malformed deployment id, Server Actions key or replica count when the app loads', () => {
    const load = (vars: Record<string, string>) => {
      const saved = { ...process.env };
      Object.assign(process.env, vars);
      try {
        jest.isolateModules(() => require('@/env'));
      } finally {
        process.env = saved;
      }
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => load({ NEXT_DEPLOYMENT_ID: 'v1.2/main' })).toThrow(/Invalid environment/);
      expect(() => load({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'short' })).toThrow(/Invalid/);
      expect(() => load({ REPLICAS: '0' })).toThrow(/Invalid environment/);
      const named = JSON.stringify(error.mock.calls);
      for (const name of ['NEXT_DEPLOYMENT_ID', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'REPLICAS'])
        expect(named).toContain(name);
      expect(() =>
        load({
          REPLICAS: '2',
          NEXT_DEPLOYMENT_ID: 'c0ffee1',
          NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=',
        }),
      ).not.toThrow();
    } finally {
      error.mockRestore();
    }
  });

  it('lists every problem at once, each naming its variable', () => {
    const all = unsafeProductionSettings({
      NODE_ENV: 'production',
      WEBHOOK_URL: 'http://crm.example.com/hook',
    });
    expect(all.map((p) => p.split(' ')[0])).toEqual([
      'SMS_DRIVER',
      'SITE_URL',
      'WEBHOOK_URL',
      'WEBHOOK_URL',
    ]);
  });
});

describe('the production server at start-up (lib/server/jobs/start-up.ts)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('exits 1 on an unsafe setting, with a message naming the variable', async () => {
    process.env = {
      ...saved,
      NODE_ENV: 'production',
      AUTH_SECRET: 'start-up-test-secret-start-up-test-secret',
      SITE_URL: 'https://accademia.example.it',
      SMS_DRIVER: '',
    };
    await jest.isolateModulesAsync(async () => {
      const { logger } = await import('@/lib/server/logger');
      const fatal = jest.spyOn(logger, 'fatal').mockImplementation(() => undefined);
      const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
        throw new Error(`exit ${code}`);
      });
      const { openDatabaseAtStartUp } = await import('@/lib/server/jobs/start-up');
      try {
        await expect(openDatabaseAtStartUp()).rejects.toThrow('exit 1');
        expect(fatal).toHaveBeenCalledWith(expect.stringMatching(/SMS_DRIVER is not set/));
      } finally {
        exit.mockRestore();
      }
    });
  });
});
