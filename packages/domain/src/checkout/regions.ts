import type { CountryCode } from '../store/store-views.ts';

/**
 * The address's 'state' field: Estonia's 15 counties (maakond) and Finland's 19 regions
 * (maakunta), in their own languages as the post writes them.
 */
export const REGIONS: Readonly<Record<CountryCode, readonly string[]>> = {
  EE: [
    'Harju maakond',
    'Hiiu maakond',
    'Ida-Viru maakond',
    'Jõgeva maakond',
    'Järva maakond',
    'Lääne maakond',
    'Lääne-Viru maakond',
    'Põlva maakond',
    'Pärnu maakond',
    'Rapla maakond',
    'Saare maakond',
    'Tartu maakond',
    'Valga maakond',
    'Viljandi maakond',
    'Võru maakond',
  ],
  FI: [
    'Ahvenanmaa',
    'Etelä-Karjala',
    'Etelä-Pohjanmaa',
    'Etelä-Savo',
    'Kainuu',
    'Kanta-Häme',
    'Keski-Pohjanmaa',
    'Keski-Suomi',
    'Kymenlaakso',
    'Lappi',
    'Pirkanmaa',
    'Pohjanmaa',
    'Pohjois-Karjala',
    'Pohjois-Pohjanmaa',
    'Pohjois-Savo',
    'Päijät-Häme',
    'Satakunta',
    'Uusimaa',
    'Varsinais-Suomi',
  ],
};

/**
 * The two counties a courier reaches by ferry, Saaremaa (with Muhu) and Hiiumaa: their parcels
 * arrive a working day later, which the checkout tells a shopper who gives such an address.
 */
export const FERRY_REGIONS: readonly string[] = ['Hiiu maakond', 'Saare maakond'];

/** Whether a delivery address's county is one the courier reaches by ferry. */
export function isFerryRegion(country: CountryCode, region: string): boolean {
  return country === 'EE' && FERRY_REGIONS.includes(region.trim());
}
