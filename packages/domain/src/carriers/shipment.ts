import { DomainError } from '../errors.ts';
import { normalisePhone } from '../forms/form-rules.ts';
import type { DeliveryType, ShippingMethod } from '../cart/shipping-methods.ts';
import type { CountryCode, Language } from '../store/store-views.ts';

/** The carriers the pharmacy hands parcels to: three in Estonia, Posti in Finland. */
export const CARRIERS = ['omniva', 'dpd', 'smartposti', 'posti'] as const;
export type CarrierCode = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Readonly<Record<CarrierCode, string>> = {
  omniva: 'Omniva',
  dpd: 'DPD',
  smartposti: 'SmartPosti',
  posti: 'Posti',
};

/** A courier's destination: street and house in `street`, the postcode without a country prefix. */
export interface ShipmentAddress {
  street: string;
  city: string;
  postcode: string;
  country: CountryCode;
}

/**
 * Where the parcel goes: a parcel machine of the shop's list (its id, such as `omniva-ee-96071`), or
 * a courier to the receiver's door.
 */
export type ShipmentDelivery =
  { method: 'parcelMachine'; parcelMachineId: string } | { method: 'courier'; address: ShipmentAddress };

/** What the pharmacy registers with a carrier when it hands over an order's parcel. */
export interface Shipment {
  /** The order number: the carrier's reference, printed on the label. */
  orderReference: string;
  receiver: {
    name: string;
    /** International form (+372…, +358…); a parcel machine sends its door code to it. */
    phone: string;
    email: string;
  };
  delivery: ShipmentDelivery;
  /** Grams. */
  weightGrams: number;
  /** The parcel holds 2–8 °C goods: only a cold-chain delivery may carry it. */
  coldChain: boolean;
}

/** Where a shipment stands at its carrier, as far as the order's life cares. */
export type ShipmentState = 'registered' | 'inTransit' | 'readyForPickup' | 'delivered' | 'returned';

export interface ShipmentTracking {
  trackingNumber: string;
  state: ShipmentState;
  /** ISO time of the latest event the carrier reported; null before the first. */
  updatedAt: string | null;
}

/**
 * Which deliveries keep 2–8 °C goods cold. No carrier promises a temperature in its parcel
 * machines, which stand in unheated lobbies and outdoors, so a cold parcel goes only by courier
 * (packed cold, delivered the same day) or is collected at the pharmacy.
 */
export function deliveryAllowsColdChain(type: DeliveryType): boolean {
  return type === 'Courier' || type === 'Pickup';
}

/** The same rule for a shipment's own delivery. */
export function shipmentAllowsColdChain(delivery: ShipmentDelivery): boolean {
  return deliveryAllowsColdChain(delivery.method === 'courier' ? 'Courier' : 'ParcelMachine');
}

/**
 * The carrier that carries an order by its shipping method: the parcel machine's own network
 * (SmartPosti's lockers in Finland are Posti's), a courier by DPD in Estonia and by Posti in
 * Finland. Pickup at the pharmacy has none.
 */
export function carrierForShipping(
  method: Pick<ShippingMethod, 'carrierCode' | 'type'>,
  country: CountryCode,
): CarrierCode | null {
  if (method.type === 'Pickup') return null;
  if (method.type === 'Courier') return country === 'FI' ? 'posti' : 'dpd';
  if (method.carrierCode === 'smartposti') return country === 'FI' ? 'posti' : 'smartposti';
  return method.carrierCode === 'omniva' ? 'omniva' : null;
}

/**
 * The carrier's own code of a machine in the shop's list: the id's last part, after
 * `<carrier>-<country>-` (Omniva's ZIP, SmartPosti's place_id, Posti's pickup point id).
 */
export function parcelMachineCode(parcelMachineId: string): string {
  return parcelMachineId.split('-').slice(2).join('-');
}

/**
 * Tracking numbers as each carrier writes them: Omniva's UPU S10 code (two letters, eight
 * digits, a check digit, EE), DPD's 14-digit parcel number, Posti's and SmartPosti's JJFI codes.
 */
export const TRACKING_NUMBER_FORMATS: Readonly<Record<CarrierCode, RegExp>> = {
  omniva: /^[A-Z]{2}\d{9}EE$/,
  dpd: /^\d{14}$/,
  smartposti: /^JJFI\d{16}$/,
  posti: /^JJFI\d{16}$/,
};

/** The check digit of a UPU S10 code's eight serial digits, as Omniva's barcodes carry it. */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

const DPD_LOCALES: Readonly<Record<Language, string>> = {
  et: 'et_EE',
  fi: 'fi_FI',
  en: 'en_US',
  ru: 'ru_RU',
};

/** The carrier's public tracking page for a parcel; DPD's opens in the customer's language. */
export function carrierTrackingUrl(carrier: CarrierCode, trackingNumber: string, language: Language): string {
  const code = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'omniva':
      return `https://www.omniva.ee/era/jalgimine?barcode=${code}`;
    case 'dpd':
      return `https://tracking.dpd.de/parcelstatus?query=${code}&locale=${DPD_LOCALES[language]}`;
    case 'smartposti':
      return `https://itella.ee/eraklient/saadetise-jalgimine/?trackingCode=${code}`;
    case 'posti':
      return `https://www.posti.fi/fi/seuranta#/lahetys/${code}`;
  }
}

/** A parcel's weight when the order's lines do not give one: a pharmacy parcel is rarely more. */
export const DEFAULT_PARCEL_GRAMS = 1000;

/** What an order holds that its shipment needs (the sales order, its delivery address and lines). */
export interface OrderForShipment {
  orderNumber: string;
  country: CountryCode;
  shippingType: string;
  shippingCarrierCode: string | null;
  parcelMachineId: string | null;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  /** The delivery address, for a courier. */
  address: { street: string; city: string; postcode: string } | null;
  /** A line needs 2–8 °C storage. */
  isColdChain: boolean;
  weightGrams?: number | null;
}

/**
 * The carrier and the shipment for an order handed over, or null for an order collected at the
 * pharmacy. An order that lacks what its delivery needs (a machine, an address) is refused with
 * the field named.
 */
export function shipmentForOrder(
  order: OrderForShipment,
): { carrier: CarrierCode; shipment: Shipment } | null {
  const type = order.shippingType as DeliveryType;
  const carrier = carrierForShipping({ carrierCode: order.shippingCarrierCode ?? '', type }, order.country);
  if (!carrier) return null;
  const delivery: ShipmentDelivery | null =
    type === 'ParcelMachine'
      ? order.parcelMachineId
        ? { method: 'parcelMachine', parcelMachineId: order.parcelMachineId }
        : null
      : order.address
        ? { method: 'courier', address: { ...order.address, country: order.country } }
        : null;
  if (!delivery)
    throw new DomainError('shipment_refused', {
      carrier: CARRIER_NAMES[carrier],
      errors: [
        type === 'ParcelMachine'
          ? { field: 'parcelMachineId', message: 'the order names no parcel machine' }
          : { field: 'address', message: 'the order has no delivery address' },
      ],
    });
  return {
    carrier,
    shipment: {
      orderReference: order.orderNumber,
      receiver: {
        name: `${order.firstname} ${order.lastname}`.trim(),
        // Carriers take the number in international form, without spaces.
        phone: normalisePhone(order.phoneNumber, order.country) ?? order.phoneNumber,
        email: order.email,
      },
      delivery,
      weightGrams: order.weightGrams && order.weightGrams > 0 ? order.weightGrams : DEFAULT_PARCEL_GRAMS,
      coldChain: order.isColdChain,
    },
  };
}
