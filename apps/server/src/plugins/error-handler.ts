import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ACCOUNT_INCOMPLETE_MESSAGE,
  COMPENSATION_EXPIRED_MESSAGE,
  DomainError,
  ID_CARD_REFUSALS,
  INPUT_TEXT_MESSAGES,
  LOGIN_FAILED,
  isDomainError,
  OPENING_HOURS_MESSAGES,
  ORDER_MESSAGES,
  PRESCRIPTION_MESSAGES,
  REFRESH_FAILED,
  RETURN_MESSAGES,
  REVIEW_PRESCRIPTION_REFUSAL,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_REQUESTS,
  type DomainErrorCode,
  type DomainErrorDetails,
  type ErrorEnvelope,
} from '@apteek/domain';
import { asDatabaseUnavailable, DATABASE_RETRY_AFTER_SECONDS } from './database.ts';

interface ErrorAnswer<C extends DomainErrorCode> {
  status: number;
  /** The English text is also the storefront's translation key (apps/web/app/i18n). */
  message: string | ((details: DomainErrorDetails[C]) => string);
}

/** Every domain failure's HTTP status and message: the only place that picks either. */
const ANSWERS: { [C in DomainErrorCode]: ErrorAnswer<C> } = {
  // One problem reads as its own text, which the storefront can translate and show as it is.
  invalid_request: {
    status: 400,
    message: ({ errors }) =>
      errors.length === 1 ? errors[0]!.message : errors.map((e) => `${e.field}: ${e.message}`).join('; '),
  },
  invalid_json: { status: 400, message: 'Body is not valid JSON' },
  // A 401 lets the storefront refresh its token and ask again.
  login_required: { status: 401, message: 'You need to be logged in to see this page' },
  invalid_token: { status: 401, message: 'The access token is not valid' },
  login_failed: { status: 401, message: LOGIN_FAILED },
  refresh_failed: { status: 401, message: REFRESH_FAILED },
  cart_forbidden: { status: 401, message: 'This cart belongs to another customer' },
  api_key_invalid: { status: 401, message: 'The API key is not valid' },
  too_many_attempts: { status: 429, message: TOO_MANY_ATTEMPTS },
  too_many_requests: { status: 429, message: TOO_MANY_REQUESTS },
  not_found: { status: 404, message: 'Not found' },
  empty_result: {
    status: 404,
    message: ({ entity, field, value }) => `${entity} query returned empty result (${field}: ${value})`,
  },
  url_not_mapped: { status: 404, message: ({ url }) => `No mapping found for ${url}` },
  cart_not_found: { status: 404, message: ({ cartId }) => `No such entity with cartId = ${cartId}` },
  cart_item_not_found: { status: 404, message: ({ itemId }) => `Cart item ${itemId} not found` },
  product_not_found: { status: 404, message: ({ sku }) => `Product not found: ${sku}` },
  stock_not_found: { status: 404, message: 'Product not found' },
  image_not_found: { status: 404, message: 'Image not found' },
  order_not_found: { status: 404, message: 'Order not found' },
  order_not_to_check: { status: 409, message: 'The order is not waiting for a check.' },
  order_not_cancellable: {
    status: 409,
    message: 'The order has already been packed and can no longer be cancelled.',
  },
  order_step_refused: { status: 409, message: 'The order is not at a stage where this can be done.' },
  // The withdrawal rules' refusals (returns.ts), in the storefront's texts.
  return_refused: { status: 409, message: ({ reason }) => RETURN_MESSAGES[reason] },
  return_not_open: { status: 409, message: 'This return request has already been decided.' },
  out_of_stock: { status: 409, message: ORDER_MESSAGES.outOfStock },
  prices_changed: { status: 409, message: ORDER_MESSAGES.pricesChanged },
  notification_replayed: { status: 409, message: 'This notification was already processed' },
  // The identity logins' texts, as the storefront shows them.
  identity_rejected: { status: 400, message: 'Initiate Authentication rejected' },
  identity_not_authorized: { status: 401, message: 'User not authorized' },
  identity_certificate_refused: {
    status: 401,
    message: ({ refusal }) => ID_CARD_REFUSALS[refusal],
  },
  // The provider's failure is logged; the shopper gets the same answer as for any other fault.
  // The provider failed, not this server: a gateway error, its detail only in the log.
  provider_unavailable: { status: 502, message: 'Bad Gateway' },
  // Staff handing a parcel over: the carrier's own objections, so the order's data can be put right.
  shipment_refused: {
    status: 422,
    message: ({ carrier, errors }) =>
      `${carrier} refused the shipment: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
  },
  // Health data only for a strongly identified customer, in the storefront's texts.
  identity_required: { status: 403, message: PRESCRIPTION_MESSAGES.strongIdentityRequired },
  prescription_refused: { status: 403, message: ({ message }) => message },
  prescription_lookups_exhausted: { status: 429, message: PRESCRIPTION_MESSAGES.secondPersonLimited },
  prescription_unavailable: { status: 502, message: PRESCRIPTION_MESSAGES.technicalProblem },
  prescriptions_closed: { status: 409, message: OPENING_HOURS_MESSAGES.closed },
  compensation_expired: { status: 409, message: COMPENSATION_EXPIRED_MESSAGE },
  compensation_unavailable: {
    status: 409,
    message: 'State compensation applies only to Estonian prescriptions in the Estonian store.',
  },
  database_unavailable: { status: 503, message: 'Database unavailable' },
  // The staff area's own texts.
  staff_login_failed: { status: 401, message: 'Wrong e-mail or password.' },
  staff_code_wrong: { status: 401, message: 'Wrong code.' },
  staff_login_required: { status: 401, message: 'Staff login required.' },
  staff_forbidden: { status: 403, message: 'Not allowed.' },
  json_required: { status: 415, message: 'Content-Type must be application/json.' },
  // Live chat.
  chat_not_found: { status: 404, message: 'Chat not found.' },
  chat_closed: { status: 409, message: 'This chat has ended.' },
  // The account's wishlist.
  wishlist_full: { status: 409, message: 'Your wishlist is full. Remove a product first.' },
  // Reviews.
  review_refused: { status: 403, message: REVIEW_PRESCRIPTION_REFUSAL },
  review_exists: { status: 409, message: 'You have already reviewed this product.' },
  review_not_found: { status: 404, message: 'Review not found.' },
  // The import API of the pharmacy's systems.
  integration_scope_forbidden: { status: 403, message: 'This key may not send this feed.' },
  feed_type_unsupported: {
    status: 415,
    message: 'A feed is sent as application/x-ndjson, or as text/csv for stock.',
  },
  feed_too_large: {
    status: 413,
    message: ({ maxBytes }) => `A feed may be at most ${maxBytes} bytes; send it in several batches.`,
  },
  feed_image_type_unsupported: {
    status: 415,
    message: 'A picture is sent as image/jpeg, image/png, image/webp, image/gif or image/avif.',
  },
  feed_image_too_large: {
    status: 413,
    message: ({ maxBytes }) => `A picture may be at most ${maxBytes} bytes.`,
  },
  feed_image_unreadable: { status: 422, message: 'Not a picture that can be read.' },
  account_incomplete: { status: 409, message: ACCOUNT_INCOMPLETE_MESSAGE },
};

/**
 * The one place that turns failures into the API envelope: a domain failure by the table
 * above, a client mistake Fastify itself finds with its own 4xx, anything else with a generic 500.
 * Each answer names its `reason` (the domain code) for programs beside the English `result`.
 * Every answer from 500 up is logged with the request.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError | DomainError, request, reply) => {
      // An unreachable database is a 503 on every route, whichever driver error said so.
      const error = asDatabaseUnavailable(thrown) ?? thrown;
      const answer = error instanceof DomainError ? domainAnswer(error) : fastifyAnswer(error);
      if (isClientGone(request)) {
        // Not our failure: the shopper closed the tab or lost the network while the answer was made.
        const route = request.routeOptions.url;
        request.log.info({ req: request, route, code: error.code }, 'client closed the connection');
      } else if (answer.code >= 500) request.log.error({ err: error }, 'request failed');
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) void reply.header('Retry-After', String(retryAfter));
      return reply.status(answer.code).send(answer);
    });
  },
  { name: 'error-handler' },
);

/**
 * A failure once the client's connection is gone (an answer's stream cut short before its first
 * byte says "Premature close"): the client left, the server did not fail.
 */
function isClientGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

/**
 * Fastify's own refusals before any route is found (a path whose %-escapes do not decode, a path
 * parameter past its length), in the same envelope: Fastify's `frameworkErrors` option.
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const answer =
    error.code === 'FST_ERR_BAD_URL'
      ? domainAnswer(
          new DomainError('invalid_request', {
            errors: [{ field: 'path', message: INPUT_TEXT_MESSAGES.encoding }],
          }),
        )
      : fastifyAnswer(error);
  void reply.status(answer.code).send(answer);
}

function domainAnswer<C extends DomainErrorCode>(error: DomainError<C>): ErrorEnvelope {
  const { status, message } = ANSWERS[error.code];
  const result = typeof message === 'string' ? message : message(error.details);
  const errors = isDomainError(error, 'invalid_request') ? { errors: error.details.errors } : {};
  return { code: status, result, reason: error.code, ...errors };
}

/** A refusal that says when to ask again (rate limits): its Retry-After in seconds. */
function retryAfterOf(error: FastifyError | DomainError): number | null {
  if (
    isDomainError(error, 'too_many_attempts') ||
    isDomainError(error, 'too_many_requests') ||
    isDomainError(error, 'prescription_lookups_exhausted')
  ) {
    return error.details.retryAfterSeconds;
  }
  if (isDomainError(error, 'database_unavailable')) return DATABASE_RETRY_AFTER_SECONDS;
  return null;
}

/** Fastify and its plugins mark their own client errors: schema validation, an unreadable or too large body. */
function fastifyAnswer(error: FastifyError): ErrorEnvelope {
  if (error.validation) {
    const errors = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath, issue.params),
      message: issue.message ?? 'is invalid',
    }));
    return { code: 400, result: 'Invalid request', reason: 'invalid_request', errors };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return { code: status, result: error.message, reason: 'request_refused' };
  return { code: 500, result: 'Internal Server Error', reason: 'server_error' };
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}
