import type { CountryCode } from '../store/store-views.ts';

/** The form messages, keyed for the rules below; the storefront translates them. */
export const FORM_MESSAGES = {
  required: 'Field is required',
  nameTooShort: 'Name must have at least 2 letters.',
  passwordTooShort: 'Password must have at least 8 letters.',
  passwordClasses:
    'Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.',
  passwordsDiffer: 'Passwords must be identical.',
  taxIdTooShort: 'Tax ID must have at least 3 letters.',
  zipCode: 'Zip-code must have at least 3 letters.',
  email: 'Please provide valid e-mail address.',
  phone: 'Please provide valid phone number.',
  terms: 'You must accept the terms and conditions.',
  maxLength: 'Maximum length of {amount} characters',
  greaterThanZero: 'Must be greater than 0',
} as const;

export type FormMessage = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];

/** A failed rule: the message and, for 'Maximum length…', its amount. */
export interface FieldProblem {
  message: FormMessage;
  values?: { amount: number };
}

export function requireText(value: string): FieldProblem | null {
  return value.trim() === '' ? { message: FORM_MESSAGES.required } : null;
}

export function maxLength(value: string, amount: number): FieldProblem | null {
  return value.length > amount ? { message: FORM_MESSAGES.maxLength, values: { amount } } : null;
}

/** First and last names: at least 2 letters. */
export function checkName(value: string): FieldProblem | null {
  return (
    requireText(value) ?? ([...value.trim()].length < 2 ? { message: FORM_MESSAGES.nameTooShort } : null)
  );
}

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/] as const;

/** At least 8 characters from at least 3 of the 4 classes. */
export function checkPassword(value: string): FieldProblem | null {
  if (value === '') return { message: FORM_MESSAGES.required };
  if ([...value].length < 8) return { message: FORM_MESSAGES.passwordTooShort };
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length;
  return classes < 3 ? { message: FORM_MESSAGES.passwordClasses } : null;
}

export function checkPasswordRepeat(password: string, repeat: string): FieldProblem | null {
  return password === repeat ? null : { message: FORM_MESSAGES.passwordsDiffer };
}

// One @, no spaces, a dot in the domain: the browser's own rule, without its corner cases.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function checkEmail(value: string): FieldProblem | null {
  return requireText(value) ?? (EMAIL.test(value.trim()) ? null : { message: FORM_MESSAGES.email });
}

/**
 * A phone number in E.164 for Estonia or Finland: +372 with 7–8 digits, +358 with
 * 5–10 digits; spaces and a Finnish trunk 0 after the country code are tolerated.
 */
export function normalisePhone(value: string, country: CountryCode): string | null {
  let digits = value.replace(/[\s()-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (!digits.startsWith('+')) {
    if (country === 'FI' && digits.startsWith('0')) digits = digits.slice(1);
    digits = `${country === 'FI' ? '+358' : '+372'}${digits}`;
  }
  if (/^\+372\d{7,8}$/.test(digits)) return digits;
  const finnish = /^\+3580?(\d{5,10})$/.exec(digits);
  return finnish ? `+358${finnish[1]}` : null;
}

export function checkPhone(value: string, country: CountryCode): FieldProblem | null {
  return requireText(value) ?? (normalisePhone(value, country) ? null : { message: FORM_MESSAGES.phone });
}

/** Estonian and Finnish postcodes are exactly five digits. */
export function checkZipCode(value: string): FieldProblem | null {
  return requireText(value) ?? (/^\d{5}$/.test(value.trim()) ? null : { message: FORM_MESSAGES.zipCode });
}

export function checkTaxId(value: string): FieldProblem | null {
  return value.trim().length < 3 ? { message: FORM_MESSAGES.taxIdTooShort } : null;
}

export function checkTermsAccepted(accepted: boolean): FieldProblem | null {
  return accepted ? null : { message: FORM_MESSAGES.terms };
}

/**
 * Which fields of a form show their problems: every field once the shopper tried to submit, before
 * that only a field the shopper changed and then left. Tabbing past an empty field says nothing;
 * a field that shows its problem keeps showing it while it is being corrected.
 */
export interface FieldVisits<Field extends string> {
  changed: ReadonlySet<Field>;
  checked: ReadonlySet<Field>;
  submitted: boolean;
}

export const NO_FIELD_VISITS: FieldVisits<never> = {
  changed: new Set(),
  checked: new Set(),
  submitted: false,
};

export function fieldChanged<Field extends string>(
  visits: FieldVisits<Field>,
  field: Field,
): FieldVisits<Field> {
  return visits.changed.has(field) ? visits : { ...visits, changed: new Set(visits.changed).add(field) };
}

export function fieldLeft<Field extends string>(
  visits: FieldVisits<Field>,
  field: Field,
): FieldVisits<Field> {
  if (!visits.changed.has(field) || visits.checked.has(field)) return visits;
  return { ...visits, checked: new Set(visits.checked).add(field) };
}

export function formSubmitted<Field extends string>(visits: FieldVisits<Field>): FieldVisits<Field> {
  return visits.submitted ? visits : { ...visits, submitted: true };
}

export function isProblemShown<Field extends string>(visits: FieldVisits<Field>, field: Field): boolean {
  return visits.submitted || visits.checked.has(field);
}
