/**
 * Estonian personal code (isikukood): G YYMMDD SSS C; the check digit uses weights
 * 1–9,1 mod 11, then 3–9,1,2,3 when the first gives 10, and 0 when both give 10.
 */
export function isEstonianPersonalCode(code: string): boolean {
  if (!/^[1-8]\d{10}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const century = { 1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000, 7: 2100, 8: 2100 }[digits[0]!]!;
  if (!isDate(century + Number(code.slice(1, 3)), Number(code.slice(3, 5)), Number(code.slice(5, 7))))
    return false;
  const checksum = (weights: number[]) =>
    weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;
  let check = checksum([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
  if (check === 10) check = checksum([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]);
  if (check === 10) check = 0;
  return check === digits[10];
}

const FINNISH_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const FINNISH_CENTURY: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/** Finnish personal identity code (henkilötunnus): DDMMYY C ZZZ Q, Q = DDMMYYZZZ mod 31. */
export function isFinnishPersonalCode(code: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(code.toUpperCase());
  if (!match) return false;
  const [, day, month, year, sign, individual, check] = match;
  const century = FINNISH_CENTURY[sign!];
  if (century === undefined || !isDate(century + Number(year), Number(month), Number(day))) return false;
  if (Number(individual) < 2) return false;
  return FINNISH_CHECK[Number(`${day}${month}${year}${individual}`) % 31] === check;
}

function isDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
