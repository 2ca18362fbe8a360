import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = { NODE_ENV: 'production' };
const DEMO = { LOCAL_DEMO: '1' };
const SMTP = { SMTP_URL: 'smtp://mail.apteek.example:587' };
const PRESCRIPTIONS = {
  PRESCRIPTION_SERVICE_URL: 'https://rx.example.ee',
  PRESCRIPTION_SERVICE_KEY: 'a-long-enough-service-key',
};
const STAGING = { PUBLIC_URL: 'https://staging.apteek.example', PAYMENT_SANDBOX: '1' };

type Outcome = { refused: string } | { identitySandbox: boolean; localMailbox: boolean };

/** The README's table "Configurations that start", row by row. */
const ROWS: [string, Record<string, string>, Outcome][] = [
  ['nothing set (development)', {}, { identitySandbox: true, localMailbox: false }],
  [
    '`npm start`, the browser stories, the benches',
    { ...PRODUCTION, ...DEMO },
    { identitySandbox: true, localMailbox: true },
  ],
  [
    'LOCAL_DEMO=1 with a real provider',
    { ...PRODUCTION, ...DEMO, ...PRESCRIPTIONS },
    { refused: 'LOCAL_DEMO=1 cannot go with PRESCRIPTION_SERVICE_URL' },
  ],
  ['LOCAL_DEMO=1 with SMTP_URL', { ...DEMO, ...SMTP }, { refused: 'LOCAL_DEMO=1 cannot go with SMTP_URL' }],
  [
    'LOCAL_DEMO=1 with an https PUBLIC_URL',
    { ...DEMO, ...STAGING },
    { refused: 'LOCAL_DEMO=1 cannot go with PUBLIC_URL' },
  ],
  ['NODE_ENV=production without SMTP_URL', PRODUCTION, { refused: 'SMTP_URL is not set' }],
  [
    'NODE_ENV=production with SMTP_URL',
    { ...PRODUCTION, ...SMTP },
    { identitySandbox: false, localMailbox: false },
  ],
  [
    'NODE_ENV=production with SMTP_URL and a real provider',
    { ...PRODUCTION, ...SMTP, ...PRESCRIPTIONS },
    { identitySandbox: false, localMailbox: false },
  ],
  [
    'NODE_ENV=production with IDENTITY_SANDBOX=1 and a real provider',
    { ...PRODUCTION, ...SMTP, ...PRESCRIPTIONS, IDENTITY_SANDBOX: '1' },
    { refused: 'IDENTITY_SANDBOX=1 cannot go with PRESCRIPTION_SERVICE_URL when NODE_ENV=production' },
  ],
  [
    'NODE_ENV=production with IDENTITY_SANDBOX=1 and no real provider (a staging server)',
    { ...PRODUCTION, ...SMTP, ...STAGING, IDENTITY_SANDBOX: '1' },
    { identitySandbox: true, localMailbox: false },
  ],
  [
    'a real provider outside production, no PUBLIC_URL',
    PRESCRIPTIONS,
    { identitySandbox: false, localMailbox: false },
  ],
  [
    'a real provider outside production with IDENTITY_SANDBOX=1',
    { ...PRESCRIPTIONS, IDENTITY_SANDBOX: '1' },
    { identitySandbox: true, localMailbox: false },
  ],
  [
    'an https PUBLIC_URL while a payment provider has no credentials',
    { PUBLIC_URL: 'https://apteek.example' },
    { refused: 'PUBLIC_URL is https://apteek.example but MAKSEKESKUS_SHOP_ID' },
  ],
  ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, { refused: 'Invalid TRUST_PROXY' }],
  ['TRUST_PROXY as a number of hops', { TRUST_PROXY: '1' }, { refused: 'Invalid TRUST_PROXY' }],
  [
    'TRUST_PROXY as addresses, CIDRs or loopback',
    { TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::1' },
    { identitySandbox: true, localMailbox: false },
  ],
];

describe('configurations that start and configurations refused', () => {
  it.each(ROWS)('%s', (_row, env, outcome) => {
    if ('refused' in outcome) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message.startsWith(outcome.refused), message).toBe(true);
      expect(message).not.toContain('\n');
      return;
    }
    const config = loadConfig(env);
    expect({ identitySandbox: config.identitySandbox, localMailbox: config.localMailbox }).toEqual(outcome);
  });

  it('names the variable to unset and how npm start chooses the demo', () => {
    expect(() => loadConfig({ ...DEMO, ...SMTP })).toThrow(
      new ConfigError(
        "LOCAL_DEMO=1 cannot go with SMTP_URL: a demo on this machine runs every provider's sandbox and " +
          'the local mailbox; unset SMTP_URL, or set LOCAL_DEMO=0 (npm start sets 1 unless told) to deploy',
      ),
    );
    expect(() => loadConfig(PRODUCTION)).toThrow(
      new ConfigError(
        'SMTP_URL is not set: with NODE_ENV=production mail goes out through SMTP; ' +
          'set SMTP_URL, or LOCAL_DEMO=1 for a demo on this machine',
      ),
    );
  });

  it('keeps the sandboxes off with any real provider, the ID card and payments included', () => {
    for (const provider of [
      { ID_CARD_CA_BUNDLE: '/etc/apteek/esteid.pem' },
      { EIDENT_ISSUER: 'https://broker.example.fi' },
      { MAKSEKESKUS_SHOP_ID: 'shop', MAKSEKESKUS_SECRET_KEY: 'secret' },
      { PAYTRAIL_MERCHANT_ID: '375917', PAYTRAIL_MERCHANT_SECRET: 'secret' },
    ]) {
      expect(loadConfig(provider).identitySandbox).toBe(false);
      expect(() => loadConfig({ ...provider, ...DEMO })).toThrow(/^LOCAL_DEMO=1 cannot go with /);
    }
  });
});
