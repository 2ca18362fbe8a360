import type { FastifyInstance } from 'fastify';

/** Providers post HTML forms (application/x-www-form-urlencoded); their fields as a flat record. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
