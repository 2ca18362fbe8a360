import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_CARD_REFUSALS } from '@apteek/domain';
import { buildTestApp, type TestApp } from '../../../test-app.ts';
import {
  createCertificateAuthority,
  issueIdentityCertificate,
  sandboxCertificateAuthority,
  type CertificateAuthority,
  type TestIdentity,
} from '../../certificates/index.ts';

/** The ID cards' CA as a deployment configures it: a PEM bundle file; the sandbox is then off. */
let cardCa: CertificateAuthority;
let built: TestApp;
const testApp = {
  get app() {
    return built.app;
  },
};
beforeAll(async () => {
  cardCa = await createCertificateAuthority('ESTEID test CA');
  const bundle = join(mkdtempSync(join(tmpdir(), 'apteek-id-card-')), 'esteid.pem');
  writeFileSync(bundle, cardCa.certificate.toString());
  built = await buildTestApp({
    idCard: { caBundle: bundle, header: 'SSL-Client-Cert' },
    trustProxy: '10.0.0.0/8',
    identitySandbox: false,
    payments: {
      publicUrl: 'https://apteek.example',
      maksekeskus: null,
      paytrail: null,
      paytrailInterface: 'e2',
    },
  });
}, 60_000);
afterAll(async () => {
  await built.close();
});

const PERSON: TestIdentity = {
  givenName: 'KAI',
  surname: 'TESTNUMBER',
  personalCode: '39703035237',
  country: 'EE',
};

const idLogin = (pem: string, remoteAddress: string, origin?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/cert/user/idlogin',
    remoteAddress,
    headers: { 'ssl-client-cert': encodeURIComponent(pem), ...(origin ? { origin } : {}) },
  });

describe(`ID_CARD_CA_BUNDLE, ID_CARD_CERT_HEADER and TRUST_PROXY on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("trusts the bundle's CA and the configured header from a TRUST_PROXY address", async () => {
    const card = (await issueIdentityCertificate(cardCa, PERSON)).certificate.toString();
    const answer = await idLogin(card, '10.1.2.3');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 200, result: { refreshToken: expect.any(String) } });
    expect((await idLogin(card, '192.0.2.7')).json()).toEqual({
      code: 401,
      result: ID_CARD_REFUSALS.missing,
      reason: 'identity_certificate_refused',
    });
  });

  it('lets only the storefront (PUBLIC_URL) read the answer across origins, with the card as credential', async () => {
    const card = (await issueIdentityCertificate(cardCa, PERSON)).certificate.toString();
    const fromStore = await idLogin(card, '10.1.2.3', 'https://apteek.example');
    expect(fromStore.headers).toMatchObject({
      'access-control-allow-origin': 'https://apteek.example',
      'access-control-allow-credentials': 'true',
    });
    const fromElsewhere = await idLogin(card, '10.1.2.3', 'https://elsewhere.example');
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('no longer trusts the sandbox CA, and has no sandbox certificate page', async () => {
    const sandboxCa = await sandboxCertificateAuthority(testApp.app.db);
    const sandboxCard = (await issueIdentityCertificate(sandboxCa, PERSON)).certificate.toString();
    expect((await idLogin(sandboxCard, '127.0.0.1')).json()).toEqual({
      code: 401,
      result: ID_CARD_REFUSALS.foreign_ca,
      reason: 'identity_certificate_refused',
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/sandbox/id-card' })).statusCode).toBe(404);
  });
});
