import type { MAKSEKESKUS_METHODS } from '@apteek/domain';

type MaksekeskusMethod = (typeof MAKSEKESKUS_METHODS)[number];

export interface MaksekeskusBank {
  id: MaksekeskusMethod;
  /** The name the bank trades under today. */
  name: string;
  /** The channel's name in MakeCommerce's payment_methods lists. */
  channel: string;
  kind: 'banklinks' | 'cards';
}

/**
 * The storefront's method codes with today's names: Nordea's Baltic business became Luminor
 * in 2017 and Krediidipank was renamed Coop Pank the same year; the codes stay what the storefront sends.
 */
export const MAKSEKESKUS_BANKS: readonly MaksekeskusBank[] = [
  { id: 'swedbank', name: 'Swedbank', channel: 'swedbank', kind: 'banklinks' },
  { id: 'seb', name: 'SEB', channel: 'seb', kind: 'banklinks' },
  { id: 'lhv', name: 'LHV', channel: 'lhv', kind: 'banklinks' },
  { id: 'nordea', name: 'Luminor', channel: 'luminor', kind: 'banklinks' },
  { id: 'krediidipank', name: 'Coop Pank', channel: 'coop', kind: 'banklinks' },
  { id: 'pocopay', name: 'Pocopay', channel: 'pocopay', kind: 'banklinks' },
  { id: 'mastercard', name: 'Mastercard', channel: 'mastercard', kind: 'cards' },
  { id: 'visa', name: 'Visa', channel: 'visa', kind: 'cards' },
];

export interface PaytrailBank {
  id: string;
  name: string;
  /** The E2 interface's payment method number (PAYMENT_METHODS). */
  e2Method: string;
  /**
   * The Payment API's provider id (`providers[].id`, `checkout-provider`), from Paytrail's
   * payment-method-providers page (paytrail/api-documentation); Paytrail says these may change.
   * Visa and Mastercard are both its `creditcard` provider.
   */
  apiProvider: string;
}

/** Finnish banks and cards offered through Paytrail. */
export const PAYTRAIL_BANKS: readonly PaytrailBank[] = [
  { id: 'nordea', name: 'Nordea', e2Method: '1', apiProvider: 'nordea' },
  { id: 'op', name: 'OP', e2Method: '2', apiProvider: 'osuuspankki' },
  { id: 'danske', name: 'Danske Bank', e2Method: '3', apiProvider: 'danske' },
  { id: 'alandsbanken', name: 'Ålandsbanken', e2Method: '5', apiProvider: 'alandsbanken' },
  { id: 'handelsbanken', name: 'Handelsbanken', e2Method: '6', apiProvider: 'handelsbanken' },
  { id: 'spankki', name: 'S-Pankki', e2Method: '10', apiProvider: 'spankki' },
  { id: 'aktia', name: 'Aktia', e2Method: '50', apiProvider: 'aktia' },
  { id: 'pop', name: 'POP Pankki', e2Method: '51', apiProvider: 'pop' },
  { id: 'saastopankki', name: 'Säästöpankki', e2Method: '52', apiProvider: 'saastopankki' },
  { id: 'omasp', name: 'Oma Säästöpankki', e2Method: '61', apiProvider: 'omasp' },
  { id: 'visa', name: 'Visa', e2Method: '53', apiProvider: 'creditcard' },
  { id: 'mastercard', name: 'Mastercard', e2Method: '54', apiProvider: 'creditcard' },
];
