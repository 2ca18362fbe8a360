import { describe, expect, it } from 'vitest';
import { forwardedCertificate, isTrustedProxy } from './forwarded-certificate.ts';

describe('isTrustedProxy', () => {
  it('always trusts loopback, also as an IPv4-mapped IPv6 address', () => {
    for (const peer of ['127.0.0.1', '127.8.0.2', '::1', '::ffff:127.0.0.1'])
      expect(isTrustedProxy(peer, false)).toBe(true);
  });

  it('trusts another peer only when TRUST_PROXY names it', () => {
    expect(isTrustedProxy('10.1.2.3', false)).toBe(false);
    expect(isTrustedProxy('10.1.2.3', 'loopback, 10.0.0.0/8')).toBe(true);
    expect(isTrustedProxy('::ffff:10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(isTrustedProxy('192.168.1.9', 'loopback, 10.0.0.0/8, 192.168.1.8')).toBe(false);
    expect(isTrustedProxy('192.168.1.8', 'loopback, 10.0.0.0/8, 192.168.1.8')).toBe(true);
    expect(isTrustedProxy(undefined, '10.0.0.0/8')).toBe(false);
  });
});

describe('forwardedCertificate', () => {
  const der = Buffer.from([0x30, 0x82, 0x01, 0x0a, 0xff, 0xfe]);
  const pem = `-----BEGIN CERTIFICATE-----\n${der.toString('base64')}\n-----END CERTIFICATE-----\n`;

  it("reads nginx's URL-encoded PEM, a plain PEM and bare base64 as the same DER", () => {
    expect(forwardedCertificate(encodeURIComponent(pem))).toEqual(der);
    expect(forwardedCertificate(pem.replace(/\n/g, ' '))).toEqual(der);
    expect(forwardedCertificate(der.toString('base64'))).toEqual(der);
  });

  it("answers null for no certificate (nginx's empty variable or '(null)')", () => {
    for (const none of [undefined, '', '  ', '(null)']) expect(forwardedCertificate(none)).toBeNull();
  });

  it('answers empty bytes (unreadable) for text that is no base64', () => {
    expect(forwardedCertificate('not a certificate!')).toEqual(Buffer.alloc(0));
  });
});
