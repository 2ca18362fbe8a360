import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@apteek/domain';

export type PathItems = Record<string, Record<string, object>>;

/** Request body or query description from the zod schema that parses it, so docs and code agree. */
export function jsonBody(schema: z.core.$ZodType, description?: string): object {
  return {
    required: true,
    ...(description ? { description } : {}),
    content: {
      'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
    },
  };
}

/**
 * An answer's `result` from the domain contract that describes it, as the server writes it (the
 * schema's input: euros and plain numbers where the reader gets Cents).
 */
export function resultSchema(schema: z.core.$ZodType): object {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
}

export function queryParameters(schema: z.ZodObject): object[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

export function pathParameter(name: string, schema: object, description: string): object {
  return { name, in: 'path', required: true, schema, description };
}

/** The API's envelope: `{ code, result }`, or `{ resultCode, result }` where the storefront reads that. */
export function envelope(
  description: string,
  result: object = {},
  codeField: 'code' | 'resultCode' = 'code',
): object {
  return jsonAnswer(description, {
    type: 'object',
    properties: { [codeField]: { type: 'integer' }, result },
    required: [codeField, 'result'],
  });
}

/** An answer whose JSON body `schema` describes. */
function jsonAnswer(description: string, schema: object): object {
  return { description, content: { 'application/json': { schema } } };
}

/**
 * A login's answer: the access token in `result`, the refresh token in `meta.refreshToken` (not the
 * plain envelope, whose `meta` is absent).
 */
export function tokenAnswer(description: string): object {
  return jsonAnswer(description, {
    type: 'object',
    properties: {
      code: { const: 200 },
      result: { type: 'string' },
      meta: { type: 'object', properties: { refreshToken: { type: 'string' } } },
    },
  });
}

export const errorResponses = {
  400: jsonAnswer('Invalid input; `errors` names every field', {
    type: 'object',
    properties: {
      code: { const: 400 },
      result: { type: 'string' },
      errors: {
        type: 'array',
        items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
      },
    },
  }),
  404: envelope('Nothing found; `result` says what', { type: 'string' }),
};

/** The envelope of every refusal, from the domain's contract: `reason` is what a client branches on. */
export function errorEnvelopeSchema(): object {
  return z.toJSONSchema(ErrorEnvelopeSchema, { io: 'output', unrepresentable: 'any' });
}

const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };

/**
 * Every documented 4xx and 5xx answer with the one error envelope, whatever its module described
 * of `result`: every refusal leaves the server through the error handler, so they share one shape.
 */
export function withErrorEnvelopes(paths: PathItems): PathItems {
  return Object.fromEntries(
    Object.entries(paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [method, withErrorAnswers(operation)]),
      ),
    ]),
  );
}

function withErrorAnswers(operation: object): object {
  const { responses } = operation as { responses?: Record<string, { description?: string }> };
  if (!responses) return operation;
  const answers = Object.entries(responses).map(([status, response]): [string, object] =>
    Number(status) >= 400
      ? [status, { ...response, content: { 'application/json': { schema: ERROR_ENVELOPE_REF } } }]
      : [status, response],
  );
  return { ...operation, responses: Object.fromEntries(answers) };
}
