import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CarriersConfig } from '../../config.ts';
import { useTestApp } from '../../test-app.ts';
import { carrierRegistry, carrierSandboxes } from './index.ts';

const testApp = useTestApp();

const REAL: CarriersConfig = {
  omniva: {
    apiUrl: 'https://omx.omniva.eu/api/v01/omx',
    username: 'u',
    password: 'p',
    customerCode: 'c',
    agentId: null,
  },
  dpd: { apiUrl: 'https://telli.dpd.ee/api/v1', username: 'u', password: 'p', serviceAlias: 'DPD CLASSIC' },
  smartposti: { apiUrl: 'https://gateway.posti.fi/smartpost/api/ext/v1', apiKey: 'k' },
  posti: { apiUrl: 'https://nextshipping.posti.fi', account: 'a', secret: 's' },
};

/** A server with only the carrier sandboxes, under this configuration. */
async function sandboxesUnder(config: CarriersConfig) {
  const app = Fastify();
  app.decorate('db', testApp.app.db);
  await app.register(carrierSandboxes, { config });
  await app.ready();
  return app;
}

/** What an unauthenticated call to each sandbox answers: 401 where it runs, 404 where it does not. */
async function statuses(app: Awaited<ReturnType<typeof sandboxesUnder>>) {
  const post = (url: string) => app.inject({ method: 'POST', url, payload: {} });
  return {
    omniva: (await post('/sandbox/omniva/api/v01/omx/shipments/business-to-client')).statusCode,
    dpd: (await post('/sandbox/dpd/api/v1/auth/tokens')).statusCode,
    smartposti: (await post('/sandbox/smartposti/smartpost/api/ext/v1/orders')).statusCode,
    posti: (await post('/sandbox/posti/prinetti/create-shipment')).statusCode,
  };
}

describe("a carrier's sandbox beside its configuration", () => {
  it('runs every sandbox while no carrier is configured, and the full server has them too', async () => {
    const app = await sandboxesUnder({ omniva: null, dpd: null, smartposti: null, posti: null });
    // Posti answers its routing refusal inside a 200, as Prinetti does.
    expect(await statuses(app)).toEqual({ omniva: 401, dpd: 401, smartposti: 401, posti: 200 });
    await app.close();
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/sandbox/omniva/api/v01/omx/shipments/CE000000000EE',
    });
    expect(served.statusCode).toBe(401);
  });

  it('never runs a configured carrier’s sandbox, while the others keep theirs', async () => {
    const app = await sandboxesUnder({ ...REAL, smartposti: null });
    expect(await statuses(app)).toEqual({ omniva: 404, dpd: 404, smartposti: 401, posti: 404 });
    await app.close();
  });

  it('calls a configured carrier at its own address, not the sandbox', async () => {
    const registry = await carrierRegistry(testApp.app, { ...REAL, smartposti: null });
    expect(registry.sandboxed).toEqual(['smartposti']);
  });
});
