import type { AccountDetail } from './account/new-user-check.ts';
import type { CertificateRefusal } from './identity/identity-subject.ts';
import type { ReturnRefusal } from './order/returns.ts';

/** A request field the client got wrong, named by its path ('personalDetails.emailAddress'). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failure the API answers on purpose, with what each one carries. The server's error handler
 * maps each code to its HTTP status and English message; nothing else picks a status.
 */
export interface DomainErrorDetails {
  invalid_request: { errors: FieldError[] };
  invalid_json: undefined;
  login_required: undefined;
  invalid_token: undefined;
  login_failed: undefined;
  refresh_failed: undefined;
  /** Login attempts past their limit; the wait is answered as Retry-After. */
  too_many_attempts: { retryAfterSeconds: number };
  /** Any other request past its rate limit (carts, orders, password resets). */
  too_many_requests: { retryAfterSeconds: number };
  cart_forbidden: undefined;
  /** A provider's callback (/api/notification/events) without the right X-Api-Key. */
  api_key_invalid: undefined;
  not_found: undefined;
  /** A query that finds nothing names what was asked. */
  empty_result: { entity: 'Product' | 'Category' | 'CMS'; field: string; value: string | number };
  url_not_mapped: { url: string };
  cart_not_found: { cartId: string };
  cart_item_not_found: { itemId: number | undefined };
  product_not_found: { sku: string };
  stock_not_found: undefined;
  image_not_found: undefined;
  order_not_found: undefined;
  /** A pharmacist approves or cancels an order that no longer waits for a check. */
  order_not_to_check: undefined;
  /** A customer's cancel of an order that has been packed (or has left the pharmacy). */
  order_not_cancellable: undefined;
  /** A fulfilment step the order's stage does not allow (packing a cancelled order, a pickup handed to a carrier). */
  order_step_refused: undefined;
  /** A customer's return request the withdrawal rules refuse (a medicine, the period over, more than bought). */
  return_refused: { reason: ReturnRefusal; lineId?: number | undefined };
  /** Staff deciding a return request that is not there or was decided already. */
  return_not_open: undefined;
  out_of_stock: undefined;
  prices_changed: undefined;
  notification_replayed: undefined;
  /** Smart-ID or Mobile-ID would not start an authentication; `reason` is for the log. */
  identity_rejected: { reason: string };
  /** An identity login without a session that ended OK, or with one already used or expired. */
  identity_not_authorized: undefined;
  /** An ID-card login without a certificate, or with one the checks refuse (`missing`: none forwarded). */
  identity_certificate_refused: { refusal: CertificateRefusal | 'missing' };
  /** `reason` is for the log; the shopper only learns that it failed. */
  provider_unavailable: { reason: string };
  /** A carrier refused to register a shipment: what it found wrong, by the shipment's field. */
  shipment_refused: { carrier: string; errors: FieldError[] };
  /** Prescriptions need a Smart-ID, Mobile-ID, ID-card or bank ID login: health data needs strong identification. */
  identity_required: undefined;
  /** A prescription read or a cart line the rules refuse; `message` is one of PRESCRIPTION_MESSAGES. */
  prescription_refused: { message: string };
  /** Another person's prescriptions looked up past SECOND_PERSON_LOOKUP_LIMITS; the wait is Retry-After. */
  prescription_lookups_exhausted: { retryAfterSeconds: number };
  /** The e-prescription service failed or answered what it should not; `reason` is for the log. */
  prescription_unavailable: { reason: string };
  /** Prescription lines added or a prescription order placed while the pharmacy is closed. */
  prescriptions_closed: undefined;
  /** An order's prescription lines without a compensation valid for them now (computed for these items within 15 minutes). */
  compensation_expired: undefined;
  /** State compensation asked for outside the stores whose country is Estonia. */
  compensation_unavailable: undefined;
  database_unavailable: { reason: string };
  /** A staff login's password step failed (an unknown e-mail reads the same). */
  staff_login_failed: undefined;
  /** A staff login's TOTP step failed: a wrong, used or late code, or an expired challenge. */
  staff_code_wrong: undefined;
  /** A staff route without a staff session (a customer token, a guest, a login without its code). */
  staff_login_required: undefined;
  /** A staff member whose role may not do this, or a staff call from another origin. */
  staff_forbidden: undefined;
  /** A staff call that changes something without Content-Type: application/json. */
  json_required: undefined;
  /** Live chat: a chat id that is not the cart's, or no such chat for staff. */
  chat_not_found: undefined;
  /** A message into a chat that was closed (the order finalised, or the pharmacist closed it). */
  chat_closed: undefined;
  /** An account's wishlist holds WISHLIST_LIMIT products at most. */
  wishlist_full: undefined;
  /** A review of a product that takes none: a prescription medicine (advertising rules for medicines). */
  review_refused: undefined;
  /** A second review of the same product by the same customer. */
  review_exists: undefined;
  /** A moderation of a review that is not there. */
  review_not_found: undefined;
  /** An order from an account that still lacks its e-mail, phone or accepted terms (the new-user check). */
  account_incomplete: { missing: AccountDetail[] };
  /** An integration's key sending a feed its scopes do not open (a stock key sending prices). */
  integration_scope_forbidden: undefined;
  /** A feed body in a media type the feed is not read from. */
  feed_type_unsupported: undefined;
  /** A feed file or body larger than the feeds' own limit (FEED_MAX_BYTES). */
  feed_too_large: { maxBytes: number };
  /** A picture uploaded for the feeds in a media type they do not take (SVG, text). */
  feed_image_type_unsupported: undefined;
  /** A picture uploaded for the feeds larger than a picture by address may be (10 MB unless set). */
  feed_image_too_large: { maxBytes: number };
  /** An uploaded picture that cannot be decoded. */
  feed_image_unreadable: undefined;
}

export type DomainErrorCode = keyof DomainErrorDetails;

/** Every code once; the record makes a code added above without its entry here a type error. */
const CODES: { [C in DomainErrorCode]: true } = {
  invalid_request: true,
  invalid_json: true,
  login_required: true,
  invalid_token: true,
  login_failed: true,
  refresh_failed: true,
  too_many_attempts: true,
  too_many_requests: true,
  cart_forbidden: true,
  api_key_invalid: true,
  not_found: true,
  empty_result: true,
  url_not_mapped: true,
  cart_not_found: true,
  cart_item_not_found: true,
  product_not_found: true,
  stock_not_found: true,
  image_not_found: true,
  order_not_found: true,
  order_not_to_check: true,
  order_not_cancellable: true,
  order_step_refused: true,
  return_refused: true,
  return_not_open: true,
  out_of_stock: true,
  prices_changed: true,
  notification_replayed: true,
  identity_rejected: true,
  identity_not_authorized: true,
  identity_certificate_refused: true,
  provider_unavailable: true,
  shipment_refused: true,
  identity_required: true,
  prescription_refused: true,
  prescription_lookups_exhausted: true,
  prescription_unavailable: true,
  prescriptions_closed: true,
  compensation_expired: true,
  compensation_unavailable: true,
  database_unavailable: true,
  staff_login_failed: true,
  staff_code_wrong: true,
  staff_login_required: true,
  staff_forbidden: true,
  json_required: true,
  chat_not_found: true,
  chat_closed: true,
  wishlist_full: true,
  review_refused: true,
  review_exists: true,
  review_not_found: true,
  account_incomplete: true,
  integration_scope_forbidden: true,
  feed_type_unsupported: true,
  feed_too_large: true,
  feed_image_type_unsupported: true,
  feed_image_too_large: true,
  feed_image_unreadable: true,
};

export const DOMAIN_ERROR_CODES = Object.keys(CODES) as DomainErrorCode[];

/**
 * Why a request failed, for programs: the domain code, or for a refusal the framework finds
 * before any route runs (a body too large, a method not allowed) `request_refused`, and for a
 * fault of ours `server_error`. The English `result` is for people; a client branches on this.
 */
export type ErrorReason = DomainErrorCode | 'request_refused' | 'server_error';

export const ERROR_REASONS: readonly ErrorReason[] = [
  ...DOMAIN_ERROR_CODES,
  'request_refused',
  'server_error',
];

type DetailsArgs<C extends DomainErrorCode> = DomainErrorDetails[C] extends undefined
  ? []
  : [details: DomainErrorDetails[C]];

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  override readonly name = 'DomainError';
  readonly code: C;
  readonly details: DomainErrorDetails[C];

  constructor(code: C, ...[details]: DetailsArgs<C>) {
    // The code and details read in a log line or a failed test; the client's text comes from the server.
    super(details === undefined ? code : `${code} ${JSON.stringify(details)}`);
    this.code = code;
    this.details = details as DomainErrorDetails[C];
  }
}

export function isDomainError<C extends DomainErrorCode>(error: unknown, code: C): error is DomainError<C> {
  return error instanceof DomainError && error.code === code;
}
