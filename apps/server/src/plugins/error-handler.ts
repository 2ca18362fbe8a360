import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DomainError,
  LOGIN_FAILED,
  isDomainError,
  ORDER_MESSAGES,
  REFRESH_FAILED,
  TOO_MANY_ATTEMPTS,
  type DomainErrorCode,
  type DomainErrorDetails,
  type FieldError,
} from '@apteek/domain';

interface ApiError {
  code: number;
  result: string;
  errors?: FieldError[];
}

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
  // A 401 lets the storefront refresh its token and ask again (spec 000 §4).
  login_required: { status: 401, message: 'You need to be logged in to see this page' },
  invalid_token: { status: 401, message: 'The access token is not valid' },
  login_failed: { status: 401, message: LOGIN_FAILED },
  refresh_failed: { status: 401, message: REFRESH_FAILED },
  cart_forbidden: { status: 401, message: 'This cart belongs to another customer' },
  too_many_attempts: { status: 429, message: TOO_MANY_ATTEMPTS },
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
  out_of_stock: { status: 409, message: ORDER_MESSAGES.outOfStock },
  prices_changed: { status: 409, message: ORDER_MESSAGES.pricesChanged },
  notification_replayed: { status: 409, message: 'This notification was already processed' },
  // The provider's failure is logged; the shopper gets the same answer as for any other fault.
  provider_unavailable: { status: 500, message: 'Internal Server Error' },
  database_unavailable: { status: 503, message: 'Database unavailable' },
};

/**
 * The one place that turns failures into the API envelope (DESIGN §3): a domain failure by the table
 * above, a client mistake Fastify itself finds with its own 4xx, anything else with a generic 500.
 * Every answer from 500 up is logged with the request.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      const answer = error instanceof DomainError ? domainAnswer(error) : fastifyAnswer(error);
      if (answer.code >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(answer.code).send(answer);
    });
  },
  { name: 'error-handler' },
);

function domainAnswer<C extends DomainErrorCode>(error: DomainError<C>): ApiError {
  const { status, message } = ANSWERS[error.code];
  const result = typeof message === 'string' ? message : message(error.details);
  const errors = isDomainError(error, 'invalid_request') ? { errors: error.details.errors } : {};
  return { code: status, result, ...errors };
}

/** Fastify and its plugins mark their own client errors: schema validation, an unreadable or too large body. */
function fastifyAnswer(error: FastifyError): ApiError {
  if (error.validation) {
    const errors = error.validation.map((issue) => ({
      field: fieldOf(issue.instancePath, issue.params),
      message: issue.message ?? 'is invalid',
    }));
    return { code: 400, result: 'Invalid request', errors };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { code: status, result: error.message };
  return { code: 500, result: 'Internal Server Error' };
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}
