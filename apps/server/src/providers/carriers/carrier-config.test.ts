import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('carrier configuration', () => {
  it('leaves every carrier on its sandbox when nothing is set', () => {
    expect(loadConfig({}).carriers).toEqual({ omniva: null, dpd: null, smartposti: null, posti: null });
  });

  it("reads each carrier's credentials and API address on its own", () => {
    const carriers = loadConfig({
      OMNIVA_USERNAME: 'user',
      OMNIVA_PASSWORD: 'pass',
      OMNIVA_CUSTOMER_CODE: '7001234',
      OMNIVA_AGENT_ID: 'Developer_12_1.0',
      OMNIVA_API_URL: 'https://test-omx.omniva.eu/api/v01/omx/',
      POSTI_ACCOUNT: 'acct',
      POSTI_SECRET: 'secret',
    }).carriers;
    expect(carriers?.omniva).toEqual({
      apiUrl: 'https://test-omx.omniva.eu/api/v01/omx',
      username: 'user',
      password: 'pass',
      customerCode: '7001234',
      agentId: 'Developer_12_1.0',
    });
    expect(carriers?.posti).toEqual({
      apiUrl: 'https://nextshipping.posti.fi',
      account: 'acct',
      secret: 'secret',
    });
    expect(carriers?.dpd).toBeNull();
    expect(carriers?.smartposti).toBeNull();
  });

  it('stops start-up on a partial setting, naming what is missing', () => {
    expect(() => loadConfig({ DPD_USERNAME: 'user' })).toThrow(ConfigError);
    expect(() => loadConfig({ DPD_USERNAME: 'user' })).toThrow(/DPD_PASSWORD/);
    expect(() => loadConfig({ OMNIVA_USERNAME: 'u', OMNIVA_PASSWORD: 'p' })).toThrow(/OMNIVA_CUSTOMER_CODE/);
  });

  it('refuses a real carrier in a demo on this machine, as any real provider', () => {
    expect(() => loadConfig({ LOCAL_DEMO: '1', SMARTPOSTI_API_KEY: 'key' })).toThrow(
      /LOCAL_DEMO=1 cannot go with SMARTPOSTI_API_KEY/,
    );
  });
});
