import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('needs nothing: embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.engine).toBe('pglite');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.mediaDir).toMatch(/\/data\/media$/);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
  });

  it('cancels unpaid orders after 30 minutes unless UNPAID_ORDER_TTL_MINUTES says otherwise', () => {
    expect(loadConfig({}).unpaidOrderTtlMinutes).toBe(30);
    expect(loadConfig({ UNPAID_ORDER_TTL_MINUTES: '15' }).unpaidOrderTtlMinutes).toBe(15);
  });

  it('takes the prescription callbacks with PRESCRIPTION_EVENTS_KEY, or the sandbox key when unset', () => {
    expect(loadConfig({}).prescriptionEventsKey).toBeNull();
    const key = 'a-long-enough-events-key';
    expect(loadConfig({ PRESCRIPTION_EVENTS_KEY: key }).prescriptionEventsKey).toBe(key);
    expect(loadConfig({ PRESCRIPTION_EVENTS_KEY: '' }).prescriptionEventsKey).toBeNull();
  });

  it('asks the e-prescription service with both PRESCRIPTION_SERVICE_* set, its sandbox with neither', () => {
    expect(loadConfig({}).prescriptionService).toBeNull();
    const key = 'a-long-enough-service-key';
    expect(
      loadConfig({ PRESCRIPTION_SERVICE_URL: 'https://rx.example.ee/api/', PRESCRIPTION_SERVICE_KEY: key })
        .prescriptionService,
    ).toEqual({ url: 'https://rx.example.ee/api', key });
    expect(() => loadConfig({ PRESCRIPTION_SERVICE_URL: 'https://rx.example.ee' })).toThrow(
      /PRESCRIPTION_SERVICE_URL set but PRESCRIPTION_SERVICE_KEY not/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names their addresses, CIDRs or loopback', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '192.0.2.7,2001:db8::/32' }).trustProxy).toBe('192.0.2.7,2001:db8::/32');
  });

  it.each([
    'true',
    '1',
    '2',
    'yes please!',
    '10.0.0.0/33',
    'uniquelocal',
    'loopback/8',
    '10.0.0.1/8/8',
    '0.0.0.0/0',
    '::/0',
    'loopback,',
  ])('refuses TRUST_PROXY=%s, which would trust any peer or names none', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      new ConfigError(
        "Invalid TRUST_PROXY: must be the proxies' addresses or CIDRs (or loopback), comma-separated; " +
          `never true, a number of hops or /0 (got "${value}")`,
      ),
    );
  });

  it('builds a server from every TRUST_PROXY it accepts', async () => {
    for (const value of [
      'loopback, 10.0.0.0/8',
      '192.0.2.7,2001:db8::/32',
      '10.0.0.1/1',
      '::ffff:10.0.0.1/128',
    ]) {
      const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy });
      await app.close();
    }
  });

  it('listens on 0.0.0.0 unless HOST names an address or a host name', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'shop-1.internal' }).host).toBe('shop-1.internal');
  });

  it.each(['local host', 'http://localhost', '127.0.0.1:3000', '-shop', 'shop..internal'])(
    'refuses HOST=%s in one line naming HOST',
    (value) => {
      expect(() => loadConfig({ HOST: value })).toThrow(
        new ConfigError(
          'Invalid HOST: must be an IP address or a host name of this machine, such as 0.0.0.0, ' +
            `127.0.0.1 or localhost (got "${value}")`,
        ),
      );
    },
  );

  it('reads the ID-card CA bundle and the proxy header, defaulting to the sandbox CA and X-Client-Cert', () => {
    expect(loadConfig({}).idCard).toEqual({ caBundle: null, header: 'X-Client-Cert' });
    const configured = loadConfig({
      ID_CARD_CA_BUNDLE: 'certs/esteid.pem',
      ID_CARD_CERT_HEADER: 'SSL-Client-Cert',
    });
    expect(configured.idCard).toEqual({
      caBundle: expect.stringMatching(/\/certs\/esteid\.pem$/),
      header: 'SSL-Client-Cert',
    });
    expect(() => loadConfig({ ID_CARD_CERT_HEADER: 'X Client: Cert' })).toThrow(
      'Invalid ID_CARD_CERT_HEADER: must be an HTTP header name such as X-Client-Cert',
    );
  });

  it("uses SK's Smart-ID and Mobile-ID only when a relying party and SK_CA_BUNDLE are all set", () => {
    expect(loadConfig({})).toMatchObject({ smartId: null, mobileId: null });
    const smartId = {
      SMART_ID_URL: 'https://rp-api.smart-id.com/v2/',
      SMART_ID_RP_UUID: 'de305d54-75b4-431b-adb2-eb6b9e546014',
      SMART_ID_RP_NAME: 'Apteek',
    };
    const mobileId = {
      MOBILE_ID_URL: 'https://mid.sk.ee/mid-api',
      MOBILE_ID_RP_UUID: 'de305d54-75b4-431b-adb2-eb6b9e546015',
      MOBILE_ID_RP_NAME: 'Apteek',
    };
    const config = loadConfig({ ...smartId, ...mobileId, SK_CA_BUNDLE: '/etc/apteek/sk.pem' });
    expect(config.smartId).toEqual({
      baseUrl: 'https://rp-api.smart-id.com/v2',
      relyingPartyUuid: 'de305d54-75b4-431b-adb2-eb6b9e546014',
      relyingPartyName: 'Apteek',
      caBundle: '/etc/apteek/sk.pem',
    });
    expect(config.mobileId).toMatchObject({
      baseUrl: 'https://mid.sk.ee/mid-api',
      caBundle: '/etc/apteek/sk.pem',
    });
    expect(loadConfig({ ...mobileId, SK_CA_BUNDLE: '/etc/apteek/sk.pem' }).smartId).toBeNull();
    expect(() => loadConfig(smartId)).toThrow(
      new ConfigError(
        'SMART_ID_URL, SMART_ID_RP_UUID, SMART_ID_RP_NAME set but SK_CA_BUNDLE not: ' +
          'set all of them for the real Smart-ID, or none for its sandbox',
      ),
    );
    expect(() => loadConfig({ MOBILE_ID_URL: 'https://mid.sk.ee/mid-api', SK_CA_BUNDLE: '/x.pem' })).toThrow(
      'MOBILE_ID_URL set but MOBILE_ID_RP_UUID, MOBILE_ID_RP_NAME not',
    );
    expect(() => loadConfig({ SMART_ID_RP_UUID: 'demo' })).toThrow(
      'Invalid SMART_ID_RP_UUID: must be the relying party\'s UUID (got "demo")',
    );
  });

  it('keeps the per-address limits on carts, orders, login starts and sockets unless PER_IP_LIMITS is off', () => {
    expect(loadConfig({}).requestLimits).toBeUndefined();
    expect(loadConfig({}).realtimeLimits).toBeUndefined();
    expect(loadConfig({ PER_IP_LIMITS: 'off' }).requestLimits).toEqual({
      cartCreate: null,
      orderPlace: null,
      identityInit: null,
      accountCreate: null,
    });
    expect(loadConfig({ PER_IP_LIMITS: 'off' }).realtimeLimits).toEqual({ perAddress: null });
    expect(loadConfig({}).cashOnDeliveryHoldsPerAddress).toBeUndefined();
    expect(loadConfig({ PER_IP_LIMITS: 'off' }).cashOnDeliveryHoldsPerAddress).toBe(false);
    expect(() => loadConfig({ PER_IP_LIMITS: 'no' })).toThrow('Invalid PER_IP_LIMITS: must be on or off');
  });

  it('sends orders queued offline automatically unless QUEUED_ORDERS_AUTO_SEND is off', () => {
    expect(loadConfig({}).sendQueuedOrdersAutomatically).toBe(true);
    expect(loadConfig({ QUEUED_ORDERS_AUTO_SEND: 'off' }).sendQueuedOrdersAutomatically).toBe(false);
    expect(() => loadConfig({ QUEUED_ORDERS_AUTO_SEND: 'ask' })).toThrow(
      'Invalid QUEUED_ORDERS_AUTO_SEND: must be on or off (got "ask")',
    );
  });

  it('talks to Paytrail through E2 unless PAYTRAIL_INTERFACE chooses the Payment API', () => {
    expect(loadConfig({}).payments?.paytrailInterface).toBe('e2');
    expect(loadConfig({ PAYTRAIL_INTERFACE: '' }).payments?.paytrailInterface).toBe('e2');
    expect(loadConfig({ PAYTRAIL_INTERFACE: 'payment-api' }).payments?.paytrailInterface).toBe('payment-api');
  });

  it('keeps the identity sandboxes off on an https deployment unless IDENTITY_SANDBOX=1', () => {
    const deployed = { PUBLIC_URL: 'https://apteek.example', PAYMENT_SANDBOX: '1' };
    expect(loadConfig({}).identitySandbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).identitySandbox).toBe(true);
    expect(loadConfig(deployed).identitySandbox).toBe(false);
    expect(loadConfig({ ...deployed, IDENTITY_SANDBOX: '1' }).identitySandbox).toBe(true);
    expect(loadConfig({ IDENTITY_SANDBOX: '0' }).identitySandbox).toBe(false);
    expect(() => loadConfig({ IDENTITY_SANDBOX: 'yes' })).toThrow('Invalid IDENTITY_SANDBOX');
    expect(() => loadConfig({ LOCAL_DEMO: 'yes' })).toThrow('Invalid LOCAL_DEMO');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'Invalid PORT: must be a whole number between 1 and 65535 (got "abc")'],
    ['PORT', '70000', 'Invalid PORT: must be a whole number between 1 and 65535 (got "70000")'],
    ['PORT', '3.5', 'Invalid PORT: must be a whole number between 1 and 65535 (got "3.5")'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://x")',
    ],
    [
      'DATABASE_URL',
      'not a url',
      'Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL (got "not a url")',
    ],
    [
      'UNPAID_ORDER_TTL_MINUTES',
      '0',
      'Invalid UNPAID_ORDER_TTL_MINUTES: must be a whole number of minutes, at least 1 (got "0")',
    ],
    ['PAYTRAIL_INTERFACE', 'api', 'Invalid PAYTRAIL_INTERFACE: must be e2 or payment-api (got "api")'],
  ])('rejects %s=%s with one line naming the variable', (variable, value, message) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new ConfigError(message));
  });
});
