/**
 * What the logs may carry: no personal data, no secrets, no health data. A query's
 * parameters are what the shopper typed (e-mails, names, phone numbers, password hashes, the
 * medicines of an order), so a database error keeps its query text and loses its parameters.
 */

/** Keys whose values are personal data or secrets, wherever they sit in a logged object (3 levels). */
export const SENSITIVE_KEYS = [
  'password',
  'passwords',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'groupToken',
  'orderCode',
  'email',
  'emailAddress',
  'username',
  'phone',
  'phoneNumber',
  'telephone',
  'personalCode',
  // Strong logins: the certificate's or ID token's person, and Mobile-ID's request field.
  'nationalIdentityNumber',
  'givenName',
  'surname',
  'firstName',
  'lastName',
  'firstname',
  'lastname',
  'name',
  'company',
  'taxId',
  'vat_id',
  'address',
  'streetAddress',
  'street',
  'city',
  'zipCode',
  'postcode',
  'shippingAddress',
  'billingAddress',
  'personalDetails',
  'customer',
  'params',
  // Health data: whose prescriptions, which ones, what was offered.
  'patientCode',
  'patient_code',
  'prescriptionNumber',
  'prescription_number',
  'prescriptions',
  'offers',
  'dosage',
  'custom_options',
];

export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Properties of an error (or a database driver's error) that name what failed, never with what. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'query',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'errno',
  'syscall',
];

/**
 * An error as pino writes it: type, message and stack with a query's parameters cut out (drizzle
 * puts them into the message as `\nparams: …`), a value the database quotes in its message
 * (`invalid input syntax for type uuid: "…"`) replaced, only the fields above, and its causes.
 */
export function logSafeError(error: unknown, depth = 0): { type: string; message: string; stack: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const message = safeErrorText(error.message);
  const fields = Object.fromEntries(
    SAFE_ERROR_FIELDS.flatMap((field) => {
      const value = (error as unknown as Record<string, unknown>)[field];
      return typeof value === 'string' || typeof value === 'number' ? [[field, value]] : [];
    }),
  );
  return {
    type: error.constructor.name === 'Error' ? error.name : error.constructor.name,
    message,
    stack: safeStack(error, message),
    ...fields,
    ...(error.cause !== undefined && depth < 5 ? { cause: logSafeError(error.cause, depth + 1) } : {}),
  };
}

/** A message without a query's parameters and without the values the database quotes after ': '. */
export function safeErrorText(text: string): string {
  const withoutParams = text.replace(/\nparams: [\s\S]*$/, '');
  return withoutParams.replace(/: "(?:[^"]|"")*"/g, ': "[redacted]"');
}

/** The stack's frames under the safe message: the original first lines repeat the raw message. */
function safeStack(error: Error, message: string): string {
  if (!error.stack) return '';
  const head = `${error.name}: ${error.message}`;
  const frames = error.stack.startsWith(head)
    ? error.stack.slice(head.length)
    : error.stack.slice(error.stack.search(/\n\s+at /) >>> 0);
  return `${error.name}: ${message}${frames}`;
}

/** A request in the log: method and path, never the query string (cart ids, order codes, tokens). */
export function logSafeRequest(request: { method?: string; url?: string; host?: string }): {
  method?: string;
  url?: string;
  host?: string;
} {
  return {
    method: request.method,
    url: request.url && maskPath(request.url.split('?')[0]!),
    host: request.host,
  };
}

/** An international phone number: + (or %2B in a URL), then digits. */
export const PHONE_NUMBER = /(?:\+|%2B)\d{7,15}(?!\d)/i;
/** A Finnish personal identity code: DDMMYY, the century sign, ZZZQ. */
export const FINNISH_PERSONAL_CODE = /(?<![\dA-Za-z])\d{6}[-+A-FU-Y]\d{3}[0-9A-Y](?![\dA-Za-z])/;
/** An Estonian personal code: 11 digits (any 11, so no code slips through a bad check digit). */
export const ESTONIAN_PERSONAL_CODE = /(?<!\d)\d{11}(?!\d)/;

const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);
const PATH_MASKS: [RegExp, string][] = [
  [everywhere(PHONE_NUMBER), '[phone]'],
  [everywhere(FINNISH_PERSONAL_CODE), '[personal code]'],
  [everywhere(ESTONIAN_PERSONAL_CODE), '[personal code]'],
];

/**
 * Personal codes and phone numbers in a path (the Smart-ID and Mobile-ID sandboxes take them there,
 * as SK's APIs do).
 */
function maskPath(path: string): string {
  return PATH_MASKS.reduce((masked, [pattern, mask]) => masked.replace(pattern, mask), path);
}
