import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_METHODS } from '../cart/shipping-methods.ts';
import { LANGUAGES } from '../store/store-views.ts';
import {
  CARRIERS,
  DEFAULT_PARCEL_GRAMS,
  TRACKING_NUMBER_FORMATS,
  carrierForShipping,
  carrierTrackingUrl,
  deliveryAllowsColdChain,
  parcelMachineCode,
  s10CheckDigit,
  shipmentAllowsColdChain,
  shipmentForOrder,
} from './shipment.ts';

describe('cold chain by delivery', () => {
  it('allows cold parcels by courier and at the pharmacy, never in a parcel machine', () => {
    expect(deliveryAllowsColdChain('Courier')).toBe(true);
    expect(deliveryAllowsColdChain('Pickup')).toBe(true);
    expect(deliveryAllowsColdChain('ParcelMachine')).toBe(false);
    expect(shipmentAllowsColdChain({ method: 'parcelMachine', parcelMachineId: 'omniva-ee-96071' })).toBe(
      false,
    );
    expect(
      shipmentAllowsColdChain({
        method: 'courier',
        address: { street: 'Endla 45', city: 'Tallinn', postcode: '10615', country: 'EE' },
      }),
    ).toBe(true);
  });

  it("agrees with every shipping method's cold-chain flag the checkout offers", () => {
    for (const method of SHIPPING_METHODS)
      expect(method.keepsColdChain, method.title).toBe(deliveryAllowsColdChain(method.type));
  });
});

describe('the carrier of a shipping method', () => {
  it('sends machines through their network, couriers by DPD or Posti, and pickup through none', () => {
    expect(carrierForShipping({ carrierCode: 'omniva', type: 'ParcelMachine' }, 'EE')).toBe('omniva');
    expect(carrierForShipping({ carrierCode: 'smartposti', type: 'ParcelMachine' }, 'EE')).toBe('smartposti');
    expect(carrierForShipping({ carrierCode: 'smartposti', type: 'ParcelMachine' }, 'FI')).toBe('posti');
    expect(carrierForShipping({ carrierCode: 'courier', type: 'Courier' }, 'EE')).toBe('dpd');
    expect(carrierForShipping({ carrierCode: 'courier', type: 'Courier' }, 'FI')).toBe('posti');
    expect(carrierForShipping({ carrierCode: 'pickup', type: 'Pickup' }, 'EE')).toBeNull();
  });

  it("reads the carrier's machine code from the shop's machine id", () => {
    expect(parcelMachineCode('omniva-ee-96071')).toBe('96071');
    expect(parcelMachineCode('smartposti-ee-101')).toBe('101');
  });
});

describe('tracking numbers and links', () => {
  it('computes the S10 check digit of a known Omniva-style code', () => {
    // The UPU example RR473124829GB: serial 47312482, check digit 9.
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(TRACKING_NUMBER_FORMATS.omniva.test('CE473124829EE')).toBe(true);
    expect(TRACKING_NUMBER_FORMATS.dpd.test('09812345678901')).toBe(true);
    expect(TRACKING_NUMBER_FORMATS.posti.test('JJFI1234567890123456')).toBe(true);
  });

  it("links each carrier's public tracking page with the number", () => {
    expect(carrierTrackingUrl('omniva', 'CE473124829EE', 'et')).toBe(
      'https://www.omniva.ee/era/jalgimine?barcode=CE473124829EE',
    );
    expect(carrierTrackingUrl('dpd', '09812345678901', 'fi')).toBe(
      'https://tracking.dpd.de/parcelstatus?query=09812345678901&locale=fi_FI',
    );
    expect(carrierTrackingUrl('smartposti', 'JJFI1234567890123456', 'ru')).toBe(
      'https://itella.ee/eraklient/saadetise-jalgimine/?trackingCode=JJFI1234567890123456',
    );
    expect(carrierTrackingUrl('posti', 'JJFI1234567890123456', 'en')).toBe(
      'https://www.posti.fi/fi/seuranta#/lahetys/JJFI1234567890123456',
    );
  });

  it('always gives an https URL that carries the number, whatever characters it holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CARRIERS),
        fc.constantFrom(...LANGUAGES),
        fc.stringMatching(/^[A-Za-z0-9 '&#?=/%+.-]{1,30}$/),
        (carrier, language, number) => {
          const url = new URL(carrierTrackingUrl(carrier, number, language));
          expect(url.protocol).toBe('https:');
          expect(url.host).toMatch(/(omniva\.ee|dpd\.de|itella\.ee|posti\.fi)$/);
          expect(decodeURIComponent(url.href)).toContain(number);
        },
      ),
    );
  });
});

describe('the shipment of an order', () => {
  const order = {
    orderNumber: '100000042',
    country: 'EE' as const,
    shippingType: 'ParcelMachine',
    shippingCarrierCode: 'smartposti',
    parcelMachineId: 'smartposti-ee-101',
    firstname: 'Mari',
    lastname: 'Maasikas',
    email: 'mari@example.ee',
    phoneNumber: '+37255512345',
    address: null,
    isColdChain: false,
  };

  it('goes to the machine with its network, in the order’s name and number', () => {
    expect(shipmentForOrder(order)).toEqual({
      carrier: 'smartposti',
      shipment: {
        orderReference: '100000042',
        receiver: { name: 'Mari Maasikas', phone: '+37255512345', email: 'mari@example.ee' },
        delivery: { method: 'parcelMachine', parcelMachineId: 'smartposti-ee-101' },
        weightGrams: DEFAULT_PARCEL_GRAMS,
        coldChain: false,
      },
    });
  });

  it('goes by courier to the delivery address, and not at all for a pickup', () => {
    const address = { street: 'Mannerheimintie 10', city: 'Helsinki', postcode: '00100' };
    const courier = {
      ...order,
      country: 'FI' as const,
      shippingType: 'Courier',
      shippingCarrierCode: 'courier',
      parcelMachineId: null,
      address,
      isColdChain: true,
      weightGrams: 2500,
    };
    expect(shipmentForOrder(courier)).toMatchObject({
      carrier: 'posti',
      shipment: {
        delivery: { method: 'courier', address: { ...address, country: 'FI' } },
        weightGrams: 2500,
        coldChain: true,
      },
    });
    expect(shipmentForOrder({ ...order, shippingType: 'Pickup', shippingCarrierCode: 'pickup' })).toBeNull();
  });

  it('refuses an order that lacks what its delivery needs, naming the field', () => {
    expect(() => shipmentForOrder({ ...order, parcelMachineId: null })).toThrow(/parcelMachineId/);
    expect(() =>
      shipmentForOrder({ ...order, shippingType: 'Courier', shippingCarrierCode: 'courier' }),
    ).toThrow(/address/);
  });
});
