import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRACKING_NUMBER_FORMATS,
  carrierTrackingUrl,
  isDomainError,
  type CarrierCode,
  type Shipment,
  type ShipmentDelivery,
} from '@apteek/domain';
import { useListeningTestApp } from '../../test-app.ts';
import { fetchCarrierHttp } from '../carrier-kit/index.ts';
import { carrierRegistryWith, carrierSetup, type CarrierRegistry, type CarrierSetup } from './index.ts';

const testApp = useListeningTestApp();

const receiver = { name: 'Mari Maasikas', phone: '+37255512345', email: 'mari@example.ee' };
const courierEE: ShipmentDelivery = {
  method: 'courier',
  address: { street: 'Endla 45-3', city: 'Tallinn', postcode: '10615', country: 'EE' },
};
const courierFI: ShipmentDelivery = {
  method: 'courier',
  address: { street: 'Mannerheimintie 10', city: 'Helsinki', postcode: '00100', country: 'FI' },
};

/** A shipment each carrier accepts: a machine of the shop's list where it has one, else a courier. */
const ACCEPTED: Record<CarrierCode, ShipmentDelivery> = {
  omniva: { method: 'parcelMachine', parcelMachineId: 'omniva-ee-96071' },
  dpd: courierEE,
  smartposti: { method: 'parcelMachine', parcelMachineId: 'smartposti-ee-101' },
  posti: { method: 'parcelMachine', parcelMachineId: 'smartposti-fi-1001' },
};

const shipment = (delivery: ShipmentDelivery, overrides: Partial<Shipment> = {}): Shipment => ({
  orderReference: '100000123',
  receiver,
  delivery,
  weightGrams: 850,
  coldChain: false,
  ...overrides,
});

/** What the registry raises, for the assertions on refusals. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

let setup: CarrierSetup;
let carriers: CarrierRegistry;

beforeAll(async () => {
  // The sandboxes reached over real HTTP on the test app's port, as a carrier's host would be.
  setup = await carrierSetup(undefined, testApp.app.db, testApp.origin);
  carriers = carrierRegistryWith(setup, { http: fetchCarrierHttp, sandboxHttp: fetchCarrierHttp });
});

describe.each(['omniva', 'dpd', 'smartposti', 'posti'] as const)('%s against its sandbox', (code) => {
  it('registers a shipment: a tracking number in the carrier’s format and a PDF label that carries it', async () => {
    const registered = await carriers.registerShipment(code, shipment(ACCEPTED[code]));
    expect(registered.carrier).toBe(code);
    expect(registered.trackingNumber).toMatch(TRACKING_NUMBER_FORMATS[code]);
    expect(registered.label.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = registered.label.toString('latin1');
    expect(text).toContain(registered.trackingNumber);
    expect(text).toContain('Mari Maasikas');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    const tracking = await carriers.carrier(code).track(registered.trackingNumber);
    expect(tracking).toMatchObject({ trackingNumber: registered.trackingNumber, state: 'registered' });
    expect(Date.parse(tracking.updatedAt ?? '')).not.toBeNaN();
  });

  it('answers an unknown tracking number as not found', async () => {
    const unknown = {
      omniva: 'CE000000000EE',
      dpd: '00000000000000',
      smartposti: 'JJFI0000000000000000',
      posti: 'JJFI0000000000000000',
    }[code];
    expect(isDomainError(await failure(carriers.carrier(code).track(unknown)), 'not_found')).toBe(true);
  });

  it('refuses wrong credentials, as a provider failure and not as the shipment’s fault', async () => {
    const wrong: CarrierSetup = {
      ...setup,
      omniva: { ...setup.omniva, password: 'wrong' },
      dpd: { ...setup.dpd, password: 'wrong' },
      smartposti: { ...setup.smartposti, apiKey: 'wrong' },
      posti: { ...setup.posti, secret: 'wrong' },
    };
    const impostor = carrierRegistryWith(wrong, { http: fetchCarrierHttp, sandboxHttp: fetchCarrierHttp });
    const error = await failure(impostor.registerShipment(code, shipment(ACCEPTED[code])));
    expect(isDomainError(error, 'provider_unavailable')).toBe(true);
  });

  it('refuses a parcel-machine shipment without the receiver’s mobile number, naming the field', async () => {
    const delivery = code === 'dpd' ? courierEE : ACCEPTED[code];
    const error = await failure(
      carriers.registerShipment(code, shipment(delivery, { receiver: { ...receiver, phone: '' } })),
    );
    expect(isDomainError(error, 'shipment_refused')).toBe(true);
    if (!isDomainError(error, 'shipment_refused')) return;
    expect(error.details.errors.map((e) => e.field).join(' ')).toMatch(/phone|contactMobile/i);
  });
});

describe('what the carriers refuse', () => {
  it('refuses a machine the shop’s list does not know', async () => {
    for (const [code, id] of [
      ['omniva', 'omniva-ee-99999'],
      ['smartposti', 'smartposti-ee-999'],
      ['posti', 'smartposti-fi-9999'],
      ['dpd', 'dpd-ee-EE90999'],
    ] as const) {
      const error = await failure(
        carriers.registerShipment(code, shipment({ method: 'parcelMachine', parcelMachineId: id })),
      );
      expect(isDomainError(error, 'shipment_refused'), code).toBe(true);
    }
  });

  it('refuses a cold-chain parcel to a parcel machine before asking the carrier, and takes it by courier', async () => {
    const error = await failure(
      carriers.registerShipment('omniva', shipment(ACCEPTED.omniva, { coldChain: true })),
    );
    expect(isDomainError(error, 'shipment_refused')).toBe(true);
    if (isDomainError(error, 'shipment_refused')) expect(error.details.errors[0]!.field).toBe('coldChain');
    const byCourier = await carriers.registerShipment('dpd', shipment(courierEE, { coldChain: true }));
    expect(byCourier.trackingNumber).toMatch(TRACKING_NUMBER_FORMATS.dpd);
  });

  it('delivers by courier with every carrier that has couriers, to a Finnish address with Posti', async () => {
    for (const [code, delivery] of [
      ['omniva', courierEE],
      ['smartposti', courierEE],
      ['posti', courierFI],
    ] as const) {
      const registered = await carriers.registerShipment(code, shipment(delivery));
      expect(registered.label.toString('latin1')).toContain(registered.trackingNumber);
    }
  });

  it('refuses an incomplete courier address', async () => {
    const error = await failure(
      carriers.registerShipment(
        'posti',
        shipment({ method: 'courier', address: { ...courierFI.address, postcode: '1' } }),
      ),
    );
    expect(isDomainError(error, 'shipment_refused')).toBe(true);
    if (isDomainError(error, 'shipment_refused'))
      expect(error.details.errors).toEqual([
        { field: 'Shipment.Recipient.Postcode', message: 'five digits' },
      ]);
  });
});

describe('the registry the server runs with', () => {
  it('reaches every sandbox in-process when no carrier is configured', async () => {
    const { carrierRegistry } = await import('./index.ts');
    const local = await carrierRegistry(testApp.app, undefined);
    expect(local.sandboxed).toEqual(['omniva', 'dpd', 'smartposti', 'posti']);
    const registered = await local.registerShipment('omniva', shipment(ACCEPTED.omniva));
    expect(registered.trackingNumber).toMatch(TRACKING_NUMBER_FORMATS.omniva);
    expect(carrierTrackingUrl('omniva', registered.trackingNumber, 'et')).toBe(
      `https://www.omniva.ee/era/jalgimine?barcode=${registered.trackingNumber}`,
    );
  });
});
