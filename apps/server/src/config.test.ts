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

  it('cancels unpaid orders after 60 minutes unless UNPAID_ORDER_TTL_MINUTES says otherwise', () => {
    expect(loadConfig({}).unpaidOrderTtlMinutes).toBe(60);
    expect(loadConfig({ UNPAID_ORDER_TTL_MINUTES: '15' }).unpaidOrderTtlMinutes).toBe(15);
  });

  it('talks to Paytrail through E2 unless PAYTRAIL_INTERFACE chooses the Payment API', () => {
    expect(loadConfig({}).payments?.paytrailInterface).toBe('e2');
    expect(loadConfig({ PAYTRAIL_INTERFACE: '' }).payments?.paytrailInterface).toBe('e2');
    expect(loadConfig({ PAYTRAIL_INTERFACE: 'payment-api' }).payments?.paytrailInterface).toBe('payment-api');
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
