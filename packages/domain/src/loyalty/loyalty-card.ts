import * as z from 'zod/mini';
import type { LimitPolicy } from '../account/request-limits.ts';
import { ipLimitKey } from '../account/request-limits.ts';

/**
 * The pharmacy's loyalty card (/my-account?page=loyalty-card): one active card per customer,
 * shown at the till as an EAN-13 barcode. A digital card's number is issued by the shop from a
 * database sequence and never issued again; a plastic card the customer already holds is
 * registered by its printed number. Both are 13 digits with a valid EAN-13 check digit.
 */

/**
 * The GS1 prefix of the shop's own digital cards: 20–29 are "restricted circulation" numbers a
 * company uses inside its own systems, so they never clash with a product's barcode at the till.
 */
export const LOYALTY_CARD_PREFIX = '29';
/** The digits of the serial between the prefix and the check digit: 10 digits, ten billion cards. */
const SERIAL_DIGITS = 12 - LOYALTY_CARD_PREFIX.length;

/** The EAN-13 (GTIN) check digit of 12 digits: weights 1, 3, 1, 3… from the left, then to the next ten. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('an EAN-13 body is 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits whose last one is the check digit of the first 12. */
export function isValidEan13(value: string): boolean {
  return /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** A digital card's number: the prefix, the sequence's value in 10 digits, the check digit. */
export function loyaltyCardNumber(serial: number | bigint): string {
  const digits = BigInt(serial).toString();
  if (BigInt(serial) < 1n || digits.length > SERIAL_DIGITS) throw new RangeError('serial out of range');
  const body = `${LOYALTY_CARD_PREFIX}${digits.padStart(SERIAL_DIGITS, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

/** What a customer typed for a plastic card: spaces and dashes as printed are dropped. */
export function normaliseCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

// The three digit codes, as 7 modules each (1 = bar): L and G on the left half, R on the right.
const L_CODES = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''));
/** The first digit is not drawn: it picks which of the left half's digits use G instead of L. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** Modules of an EAN-13 symbol without its quiet zones: 3 + 6 × 7 + 5 + 6 × 7 + 3. */
export const EAN13_MODULES = 95;

/**
 * The symbol of a valid EAN-13 number as 95 modules, '1' a bar and '0' a space: start guard,
 * six left digits (L/G by the first digit), centre guard, six right digits (R), end guard.
 */
export function ean13Modules(number: string): string {
  if (!isValidEan13(number)) throw new RangeError('not a valid EAN-13 number');
  const digits = [...number].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((digit, i) => (parity[i] === 'L' ? L_CODES : G_CODES)[digit]!)
    .join('');
  const right = digits
    .slice(7)
    .map((digit) => R_CODES[digit]!)
    .join('');
  return `101${left}01010${right}101`;
}

/** The bars of a symbol as runs: each bar's first module and its width, for drawing. */
export function barRuns(modules: string): { x: number; width: number }[] {
  const runs: { x: number; width: number }[] = [];
  for (const match of modules.matchAll(/1+/g)) runs.push({ x: match.index, width: match[0].length });
  return runs;
}

/** A card as the account shows it. `since`: when it was issued or registered (ISO instant). */
export const LoyaltyCardSchema = z.object({
  number: z.string(),
  kind: z.enum(['digital', 'plastic']),
  since: z.string(),
});
export type LoyaltyCard = z.output<typeof LoyaltyCardSchema>;

/** Every /api/user/loyalty-card answer: the customer's active card, or null outside the programme. */
export const LoyaltyCardAnswerSchema = z.object({ card: z.nullable(LoyaltyCardSchema) });
export type LoyaltyCardAnswer = z.output<typeof LoyaltyCardAnswerSchema>;

/** The refusals of a plastic card's number, field `body.cardNumber`; translated in the storefront. */
export const LOYALTY_CARD_MESSAGES = {
  invalid: 'Enter the 13 digits printed under the barcode of your card.',
  /** The same text whoever holds the number, or if it was never issued: it names nobody. */
  unavailable: 'This card cannot be added to your account. Please check the number or ask at the pharmacy.',
} as const;

const HOUR = 3_600_000;

/**
 * Registering a plastic card answers whether its number is someone else's, so the tries that
 * reach that look-up are limited per account and per client address, an hour each.
 */
export const LOYALTY_REGISTER_LIMITS = {
  account: { free: 5, windowMs: HOUR },
  ip: { free: 20, windowMs: HOUR },
} as const satisfies Record<string, LimitPolicy>;

/** The request_limit keys one registration try counts against. */
export function loyaltyRegisterKeys({ customerId, ip }: { customerId: number; ip: string }) {
  return [
    { key: `loyalty-register:account:${customerId}`, policy: LOYALTY_REGISTER_LIMITS.account },
    { key: `loyalty-register:ip:${ipLimitKey(ip)}`, policy: LOYALTY_REGISTER_LIMITS.ip },
  ];
}
