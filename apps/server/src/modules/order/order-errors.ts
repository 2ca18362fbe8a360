/** The order cannot be placed as asked (stock ran out, the prices moved): 409 with the message. */
export class OrderConflictError extends Error {
  override name = 'OrderConflictError';
  readonly statusCode = 409;
}

/** Another request placed the order under the same idempotency key first. */
export class DuplicateOrderError extends Error {
  override name = 'DuplicateOrderError';
}

/** A bearer token that names nobody: 401, so the storefront refreshes it (spec 000 §4). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  readonly statusCode = 401;
}
