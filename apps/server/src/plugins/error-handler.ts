import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RequestValidationError } from './validation.ts';

export interface ApiError {
  code: number;
  result: string;
  errors?: { field: string; message: string }[];
}

/**
 * The one place that turns failures into the API envelope (DESIGN §3): client mistakes get their
 * 4xx with the field named; anything unexpected is logged and answered with a generic 500.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | RequestValidationError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return reply
          .status(400)
          .send({ code: 400, result: error.message, errors: error.errors } satisfies ApiError);
      }
      if (error.validation) {
        const errors = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, issue.params),
          message: issue.message ?? 'is invalid',
        }));
        return reply.status(400).send({ code: 400, result: 'Invalid request', errors } satisfies ApiError);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ code: status, result: error.message } satisfies ApiError);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 500, result: 'Internal Server Error' } satisfies ApiError);
    });
  },
  { name: 'error-handler' },
);

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}
