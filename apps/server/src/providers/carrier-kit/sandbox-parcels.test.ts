import { describe, expect, it } from 'vitest';
import { CARRIERS, TRACKING_NUMBER_FORMATS } from '@apteek/domain';
import { SandboxParcels, basicAuthorized, isInternationalPhone } from './sandbox-parcels.ts';

describe('sandbox carriers’ parcels', () => {
  it.each(CARRIERS)('issues tracking numbers in the form %s writes them', (carrier) => {
    const parcels = new SandboxParcels(carrier);
    for (let i = 0; i < 50; i++)
      expect(parcels.newTrackingNumber()).toMatch(TRACKING_NUMBER_FORMATS[carrier]);
  });

  it('prints the carrier’s name on the label', () => {
    const parcels = new SandboxParcels('smartposti');
    const parcel = parcels.add({
      trackingNumber: parcels.newTrackingNumber(),
      reference: '000000123',
      receiver: 'Mari Maasikas',
      destination: 'Tartu mnt 10, 10115 Tallinn',
    });
    expect(parcels.labelPdf(parcel).toString('latin1')).toContain('(SmartPosti)');
  });
});

describe('sandbox credentials', () => {
  const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

  it('accepts only the contract’s user and password', () => {
    expect(basicAuthorized(basic('shop:secret'), 'shop', 'secret')).toBe(true);
    expect(basicAuthorized(basic('shop:secreT'), 'shop', 'secret')).toBe(false);
    expect(basicAuthorized(basic('other:secret'), 'shop', 'secret')).toBe(false);
    expect(basicAuthorized(basic('shopsecret'), 'shop', 'secret')).toBe(false);
    expect(basicAuthorized('Bearer shop:secret', 'shop', 'secret')).toBe(false);
    expect(basicAuthorized(undefined, 'shop', 'secret')).toBe(false);
  });

  it('takes a phone only in the international form', () => {
    expect(isInternationalPhone('+37255512345')).toBe(true);
    expect(isInternationalPhone('55512345')).toBe(false);
    expect(isInternationalPhone('+0123456789')).toBe(false);
    expect(isInternationalPhone(37255512345)).toBe(false);
    expect(isInternationalPhone(undefined)).toBe(false);
  });
});
