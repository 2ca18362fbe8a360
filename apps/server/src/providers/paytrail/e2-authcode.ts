import { signaturesMatch, upperHexDigest } from '../../modules/payment/index.ts';

/**
 * The E2 form's AUTHCODE with ALG 1: SHA-256 of the merchant secret and the values of
 * the PARAMS_IN fields, in PARAMS_IN order, joined by '|', upper-case hex.
 */
export function e2Authcode(fields: Readonly<Record<string, string>>, secret: string): string {
  const names = (fields.PARAMS_IN ?? '').split(',');
  return upperHexDigest('sha256', [secret, ...names.map((name) => fields[name] ?? '')].join('|'));
}

/** RETURN_AUTHCODE: SHA-256 of the PARAMS_OUT values and the secret, joined by '|', upper-case hex. */
export function e2ReturnAuthcode(values: readonly string[], secret: string): string {
  return upperHexDigest('sha256', [...values, secret].join('|'));
}

export function isE2ReturnValid(
  params: Readonly<Record<string, string>>,
  paramsOut: readonly string[],
  secret: string,
): boolean {
  const received = params.RETURN_AUTHCODE;
  if (!received || paramsOut.some((name) => params[name] === undefined)) return false;
  return signaturesMatch(
    e2ReturnAuthcode(
      paramsOut.map((name) => params[name]!),
      secret,
    ),
    received,
  );
}
