import { createHmac } from 'node:crypto';
import { signaturesMatch } from '../../modules/payment/index.ts';

export const PAYTRAIL_ALGORITHMS = ['sha256', 'sha512'] as const;
export type PaytrailAlgorithm = (typeof PAYTRAIL_ALGORITHMS)[number];

const isAlgorithm = (value: string | undefined): value is PaytrailAlgorithm =>
  PAYTRAIL_ALGORITHMS.some((algorithm) => algorithm === value);

/**
 * The Payment API's signature, one function for requests, responses, redirects and
 * callbacks: every `checkout-*` header or query parameter, sorted by name, written `name:value`,
 * one per line, then the exact body (empty without one); HMAC with the merchant secret, hex.
 * Whatever else is passed (signature, content-type, platform-name…) is not signed.
 */
export function paytrailHmac(
  secret: string,
  fields: Readonly<Record<string, string | undefined>>,
  body: string,
  algorithm: PaytrailAlgorithm = 'sha256',
): string {
  const lines = Object.keys(fields)
    .filter((name) => name.startsWith('checkout-') && fields[name] !== undefined)
    .sort()
    .map((name) => `${name}:${fields[name]}`);
  return createHmac(algorithm, secret)
    .update([...lines, body].join('\n'), 'utf8')
    .digest('hex');
}

/**
 * Whether `fields.signature` signs the `checkout-*` fields and the body, with the algorithm the
 * fields name in `checkout-algorithm` (or `fallback` when an answer does not name one). The list
 * of fields is whatever arrived: Paytrail adds parameters over time. A value holding a line break
 * could pass one field off as two, so it is refused.
 */
export function isPaytrailSignatureValid(
  fields: Readonly<Record<string, string | undefined>>,
  body: string,
  secret: string,
  fallback?: PaytrailAlgorithm,
): boolean {
  const algorithm = fields['checkout-algorithm'] ?? fallback;
  const received = fields.signature;
  if (!received || !isAlgorithm(algorithm)) return false;
  const lineBreak = Object.entries(fields).some(
    ([name, value]) => name.startsWith('checkout-') && value !== undefined && /[\r\n]/.test(value),
  );
  if (lineBreak) return false;
  return signaturesMatch(paytrailHmac(secret, fields, body, algorithm).toUpperCase(), received);
}
