/** A request field the client got wrong, named by its path ('personalDetails.emailAddress'). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failure the API answers on purpose, with what each one carries. The server's error handler
 * maps each code to its HTTP status and English message (STYLE §6); nothing else picks a status.
 */
export interface DomainErrorDetails {
  invalid_request: { errors: FieldError[] };
  invalid_json: undefined;
  login_required: undefined;
  invalid_token: undefined;
  login_failed: undefined;
  refresh_failed: undefined;
  too_many_attempts: undefined;
  cart_forbidden: undefined;
  not_found: undefined;
  /** Spec 000 §8: a query that finds nothing names what was asked. */
  empty_result: { entity: 'Product' | 'Category' | 'CMS'; field: string; value: string | number };
  url_not_mapped: { url: string };
  cart_not_found: { cartId: string };
  cart_item_not_found: { itemId: number | undefined };
  product_not_found: { sku: string };
  stock_not_found: undefined;
  image_not_found: undefined;
  order_not_found: undefined;
  out_of_stock: undefined;
  prices_changed: undefined;
  notification_replayed: undefined;
  /** `reason` is for the log; the shopper only learns that it failed. */
  provider_unavailable: { reason: string };
  database_unavailable: { reason: string };
}

export type DomainErrorCode = keyof DomainErrorDetails;

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
