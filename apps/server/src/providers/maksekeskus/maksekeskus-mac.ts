import { signaturesMatch, upperHexDigest } from '../../modules/payment/index.ts';

/**
 * MakeCommerce's MAC: UPPERCASE(HEX(SHA-512(json + secret key))), a plain hash, not an
 * HMAC. It is computed over the `json` string exactly as received: re-encoding could change it.
 */
export function maksekeskusMac(json: string, secretKey: string): string {
  return upperHexDigest('sha512', json + secretKey);
}

export function isMaksekeskusMacValid(json: string, mac: string, secretKey: string): boolean {
  return signaturesMatch(maksekeskusMac(json, secretKey), mac);
}
