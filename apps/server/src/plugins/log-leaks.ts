import { ESTONIAN_PERSONAL_CODE, FINNISH_PERSONAL_CODE, PHONE_NUMBER, SENSITIVE_KEYS } from './log-safety.ts';

/**
 * What a log the server wrote must not hold (no e-mail, personal code, prescription
 * number, token or SQL parameter), looked for after a run: `scripts/check-log-safety.mjs` reads a
 * LOG_FILE with it. The rules of plugins/log-safety.ts keep these out; this finds what got past.
 */
export type LeakKind =
  | 'e-mail'
  | 'personal code'
  | 'phone number'
  | 'prescription number'
  | 'token'
  | 'SQL parameters'
  | 'personal data';

const LEAK_PATTERNS: [LeakKind, RegExp][] = [
  ['e-mail', /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/],
  ['personal code', FINNISH_PERSONAL_CODE],
  ['personal code', ESTONIAN_PERSONAL_CODE],
  ['phone number', PHONE_NUMBER],
  // The e-prescription centre's numbers are 10 digits; a UUID's or a version's digits are not alone.
  ['prescription number', /(?<![\w.+-])\d{10}(?![\w.-])/],
  // An access token (a JWT), a bearer header, an opaque token (32 random bytes, base64url), a token in an address.
  [
    'token',
    /\beyJ[\w-]+\.[\w-]+\.[\w-]+|\bBearer\s+[\w.~+/-]{8,}|(?<![\w-])[\w-]{43}(?![\w-])|[?&]token=[^&\s"]/,
  ],
  // Drizzle's failed-query message carries them after this marker (plugins/log-safety.ts cuts it).
  ['SQL parameters', /(?:^|\\n|\n)params: /],
];

/** The kind each sensitive key's value is, when a log line holds it unredacted. */
const KIND_OF_KEY: Record<string, LeakKind> = {
  email: 'e-mail',
  emailAddress: 'e-mail',
  username: 'e-mail',
  personalCode: 'personal code',
  patientCode: 'personal code',
  patient_code: 'personal code',
  nationalIdentityNumber: 'personal code',
  prescriptionNumber: 'prescription number',
  prescription_number: 'prescription number',
  token: 'token',
  accessToken: 'token',
  refreshToken: 'token',
  groupToken: 'token',
  params: 'SQL parameters',
};

/** A sensitive key whose value pino's redaction did not replace. */
const SENSITIVE_FIELD = new RegExp(`"(${SENSITIVE_KEYS.join('|')})":\\s*(?!"\\[Redacted\\]"|null)`);

export interface LogLeak {
  /** 1-based line of the log. */
  line: number;
  kind: LeakKind;
}

/** Every leak in a log's text, by line and kind; never the leaked value itself. */
export function findLogLeaks(text: string): LogLeak[] {
  return text.split('\n').flatMap((line, index) => {
    const kinds = new Set<LeakKind>();
    const field = SENSITIVE_FIELD.exec(line)?.[1];
    if (field) kinds.add(KIND_OF_KEY[field] ?? 'personal data');
    for (const [kind, pattern] of LEAK_PATTERNS) if (pattern.test(line)) kinds.add(kind);
    return [...kinds].map((kind) => ({ line: index + 1, kind }));
  });
}
