/** A lookup that found nothing; the error handler answers 404 with the message. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly statusCode = 404;
}
