import { constants, createHash, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import {
  createCertificateAuthority,
  issueIdentityCertificate,
  KEY_USAGE,
  OID,
  readCertificateBundle,
  sandboxCertificateAuthority,
  signHash,
  verifyIdentityCertificate,
  verifySignatureOverHash,
  type CertificateAuthority,
} from './index.ts';

// The installation's sandbox CA is issued from the real clock (valid from a day ago), so the
// certificates checked against it are too: a fixed date would fall before the CA's validity.
const NOW = Date.now();
const DAY = 24 * 3600 * 1000;
const person = {
  givenName: 'MARY ÄNN',
  surname: "O'CONNEŽ-ŠUSLIK",
  personalCode: '60001019906',
  country: 'EE',
} as const;
const hash = createHash('sha512').update('authenticate me').digest();

describe('identity certificates', () => {
  const testApp = useTestApp();
  let ca: CertificateAuthority;
  const trust = () => ({ trustedCas: [ca.certificate], now: NOW });

  it('keeps one sandbox CA per installation in app_meta, not in the source', async () => {
    ca = await sandboxCertificateAuthority(testApp.app.db);
    const again = await sandboxCertificateAuthority(testApp.app.db);
    expect(again.certificateDer.equals(ca.certificateDer)).toBe(true);
    const rows = await testApp.app.db.select().from(schema.appMeta);
    const stored = rows.find((row) => row.key === 'identity_sandbox_ca');
    expect(JSON.parse(stored!.value).certificate).toBe(ca.certificateDer.toString('base64'));
    expect(ca.certificate.ca).toBe(true);
    const other = await createCertificateAuthority('another');
    expect(other.certificateDer.equals(ca.certificateDer)).toBe(false);
  });

  it.each(['rsa', 'ec'] as const)(
    'accepts a %s certificate it issued and reads the person from it',
    async (keyType) => {
      const issued = await issueIdentityCertificate(ca, person, { keyType, now: NOW });
      const verdict = verifyIdentityCertificate(issued.certificateDer, trust());
      expect(verdict).toMatchObject({ ok: true, identity: person });
      const scheme = keyType === 'ec' ? 'ecdsa' : 'rsa-pkcs1';
      const signature = signHash(issued.privateKey, hash, scheme);
      expect(verifySignatureOverHash(issued.certificateDer, hash, signature, scheme)).toBe(true);
      const tampered = Buffer.from(signature);
      tampered[10] = tampered[10]! ^ 1;
      expect(verifySignatureOverHash(issued.certificateDer, hash, tampered, scheme)).toBe(false);
      const otherHash = createHash('sha512').update('something else').digest();
      expect(verifySignatureOverHash(issued.certificateDer, otherHash, signature, scheme)).toBe(false);
    },
  );

  it('reads a Finnish identity', async () => {
    const finn = {
      givenName: 'Matti',
      surname: 'Meikäläinen',
      personalCode: '010280-952L',
      country: 'FI',
    } as const;
    const issued = await issueIdentityCertificate(ca, finn, { now: NOW });
    expect(verifyIdentityCertificate(issued.certificateDer, trust())).toMatchObject({
      ok: true,
      identity: finn,
    });
  });

  it('verifies signatures made by Node itself over the same hash (PKCS#1, PSS, ECDSA r||s)', async () => {
    const message = Buffer.from('the message behind the hash');
    const sha256 = createHash('sha256').update(message).digest();
    const rsa = await issueIdentityCertificate(ca, person, { now: NOW });
    const pkcs1 = sign('sha256', message, rsa.privateKey);
    expect(verifySignatureOverHash(rsa.certificateDer, sha256, pkcs1, 'rsa-pkcs1')).toBe(true);
    const pss = sign('sha256', message, {
      key: rsa.privateKey,
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: 32,
    });
    expect(verifySignatureOverHash(rsa.certificateDer, sha256, pss, 'rsa-pss')).toBe(true);
    expect(verifySignatureOverHash(rsa.certificateDer, sha256, pkcs1, 'rsa-pss')).toBe(false);
    const ownPss = signHash(rsa.privateKey, sha256, 'rsa-pss');
    expect(verifySignatureOverHash(rsa.certificateDer, sha256, ownPss, 'rsa-pss')).toBe(true);
    const ec = await issueIdentityCertificate(ca, person, { keyType: 'ec', now: NOW });
    const ecdsa = sign('sha256', message, { key: ec.privateKey, dsaEncoding: 'ieee-p1363' });
    expect(verifySignatureOverHash(ec.certificateDer, sha256, ecdsa, 'ecdsa')).toBe(true);
    expect(verifySignatureOverHash(ec.certificateDer, sha256, ecdsa, 'rsa-pkcs1')).toBe(false);
    expect(verifySignatureOverHash(rsa.certificateDer, sha256, ecdsa, 'ecdsa')).toBe(false);
  });

  it('refuses expired, not yet valid, foreign-CA, tampered and wrong-usage certificates', async () => {
    const expired = await issueIdentityCertificate(ca, person, {
      notBefore: new Date(NOW - 400 * DAY),
      notAfter: new Date(NOW - DAY),
    });
    expect(verifyIdentityCertificate(expired.certificateDer, trust())).toEqual({
      ok: false,
      refusal: 'expired',
    });
    const early = await issueIdentityCertificate(ca, person, { notBefore: new Date(NOW + DAY) });
    expect(verifyIdentityCertificate(early.certificateDer, trust())).toEqual({
      ok: false,
      refusal: 'not_yet_valid',
    });

    const foreignCa = await createCertificateAuthority('Apteek sandbox identity CA');
    const foreign = await issueIdentityCertificate(foreignCa, person, { now: NOW });
    expect(verifyIdentityCertificate(foreign.certificateDer, trust())).toEqual({
      ok: false,
      refusal: 'foreign_ca',
    });

    const good = await issueIdentityCertificate(ca, person, { now: NOW });
    const tampered = Buffer.from(good.certificateDer);
    const at = tampered.indexOf(Buffer.from('60001019906'));
    tampered.write('60001017869', at);
    expect(verifyIdentityCertificate(tampered, trust())).toEqual({ ok: false, refusal: 'foreign_ca' });
    expect(verifyIdentityCertificate(Buffer.from('not a certificate'), trust())).toEqual({
      ok: false,
      refusal: 'unreadable',
    });

    const signing = await issueIdentityCertificate(ca, person, {
      now: NOW,
      keyUsage: KEY_USAGE.nonRepudiation,
    });
    expect(verifyIdentityCertificate(signing.certificateDer, trust())).toEqual({
      ok: false,
      refusal: 'wrong_usage',
    });
    const mail = await issueIdentityCertificate(ca, person, {
      now: NOW,
      extendedKeyUsage: [OID.emailProtection],
    });
    expect(verifyIdentityCertificate(mail.certificateDer, trust())).toEqual({
      ok: false,
      refusal: 'wrong_usage',
    });
  });

  it('reads a PEM bundle of trusted CAs', async () => {
    const other = await createCertificateAuthority('second');
    const bundle = `# trusted\n${ca.certificate.toString()}\n${other.certificate.toString()}`;
    const cas = readCertificateBundle(bundle);
    expect(cas.map((cert) => cert.fingerprint256)).toEqual([
      ca.certificate.fingerprint256,
      other.certificate.fingerprint256,
    ]);
    const issued = await issueIdentityCertificate(other, person, { now: NOW });
    expect(verifyIdentityCertificate(issued.certificateDer, { trustedCas: cas, now: NOW }).ok).toBe(true);
    expect(() =>
      readCertificateBundle('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'),
    ).toThrow(/certificate 1 of the CA bundle/);
  });

  it('refuses a certificate whose CA has expired or that names no valid personal code', async () => {
    const oldCa = await createCertificateAuthority('old', {
      notBefore: new Date(NOW - 3 * 365 * DAY),
      years: 1,
    });
    const fromOld = await issueIdentityCertificate(oldCa, person, {
      notBefore: new Date(NOW - 2 * 365 * DAY),
      notAfter: new Date(NOW + DAY),
    });
    expect(
      verifyIdentityCertificate(fromOld.certificateDer, { trustedCas: [oldCa.certificate], now: NOW }),
    ).toEqual({
      ok: false,
      refusal: 'foreign_ca',
    });
    const badCode = await issueIdentityCertificate(
      ca,
      { ...person, personalCode: '60001019907' },
      { now: NOW },
    );
    expect(verifyIdentityCertificate(badCode.certificateDer, trust())).toEqual({
      ok: false,
      refusal: 'no_identity',
    });
  });
});
