import type { CarrierCode, Shipment, ShipmentTracking } from '@apteek/domain';

/** A shipment the carrier accepted: its tracking number and the label to stick on the parcel. */
export interface RegisteredShipment {
  carrier: CarrierCode;
  trackingNumber: string;
  /** The carrier's address card, a PDF. */
  label: Buffer;
}

/**
 * What every carrier's client does, whichever protocol it speaks (its public tracking page is the
 * domain's `carrierTrackingUrl`).
 */
export interface Carrier {
  readonly code: CarrierCode;
  /** Registers the shipment and fetches its label; a refusal is a `shipment_refused` domain error. */
  register(shipment: Shipment): Promise<RegisteredShipment>;
  /** Where the parcel stands now; a number the carrier does not know is a `not_found` domain error. */
  track(trackingNumber: string): Promise<ShipmentTracking>;
}

/** The sending pharmacy, printed as the sender on every label. */
export interface Sender {
  name: string;
  street: string;
  city: string;
  postcode: string;
  country: 'EE' | 'FI';
  phone: string;
  email: string;
}

/** The pharmacy at Tartu mnt 10, Tallinn, where pickup orders are collected too. */
export const PHARMACY_SENDER: Sender = {
  name: 'Apteek',
  street: 'Tartu mnt 10',
  city: 'Tallinn',
  postcode: '10115',
  country: 'EE',
  phone: '+3726000000',
  email: 'info@apteek.ee',
};
