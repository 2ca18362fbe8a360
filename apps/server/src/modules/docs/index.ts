import type { FastifyInstance } from 'fastify';
import { errorEnvelopeSchema, withErrorEnvelopes, type PathItems } from './openapi.ts';

export * from './openapi.ts';

/**
 * Serves the OpenAPI 3.1 description of the JSON API at /api/docs; `paths` are the modules' own
 * descriptions, in the order the document lists them.
 */
export async function docsRoutes(app: FastifyInstance, { paths }: { paths: PathItems[] }): Promise<void> {
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Apteek storefront API',
      version: '1.0.0',
      description:
        'JSON API of the Apteek pharmacy storefront. Every answer is `{ code, result }` (HTTP status = code), ' +
        'except the calls the specification gives as `{ resultCode, result }`. Amounts are euros with two decimals. ' +
        'A refusal (4xx, 5xx) is an ErrorEnvelope: `result` is the English message for people, `reason` the ' +
        'machine-readable cause a client branches on. ' +
        'Any request is refused with 400 and `errors` naming the field when a text holds a NUL byte or a lone ' +
        'surrogate, the URL a %-escape that does not decode to UTF-8, or an id a number beyond 32 bits.',
    },
    servers: [{ url: '/' }],
    paths: {
      '/api/health': {
        get: {
          summary: 'Liveness and database readiness',
          description:
            'Also the realtime hub: `realtime: { sockets, limit, refused: { cart, address, total } }`, the sockets open ' +
            'or opening, the cap, and the upgrades refused by each cap since start.',
          responses: { 200: { description: 'Up' }, 503: { description: 'Database unavailable' } },
        },
      },
      '/api/docs': {
        get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1 JSON' } } },
      },
      ...withErrorEnvelopes(Object.fromEntries(paths.flatMap((items) => Object.entries(items)))),
    },
    components: { schemas: { ErrorEnvelope: errorEnvelopeSchema() } },
  };
  app.get('/docs', () => document);
}
