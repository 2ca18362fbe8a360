import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DomainError,
  FORM_MESSAGES,
  INPUT_TEXT_MESSAGES,
  inputTextProblems,
  isPercentDecodable,
  repeatedParameterProblems,
  textProblem,
  urlEncodingProblems,
  type FieldError,
} from '@apteek/domain';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The query parameters this route reads as lists: only these may be given more than once. */
    repeatableQuery?: readonly string[];
  }
}

/**
 * The edge of every route (issues 15 and 38): a URL whose %-escapes do not decode, a query
 * parameter given twice where the route reads one value, a body nested deeper than
 * MAX_INPUT_DEPTH, and any text in the path parameters, query or body with a NUL byte or a lone
 * surrogate, is a 400 naming the field before a route reads it. What each field must be beyond
 * that is its schema's business.
 */
export const inputTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => refuse(urlEncodingProblems(request.url)));
    app.addHook('preValidation', async (request: FastifyRequest) =>
      refuse([
        ...repeatedParameterProblems(request.query, request.routeOptions.config.repeatableQuery ?? []),
        ...named(inputTextProblems(request.params), 'path'),
        ...named(inputTextProblems(request.query), 'query'),
        ...named(inputTextProblems(request.body), 'body'),
      ]),
    );
  },
  { name: 'input-text' },
);

function named(problems: FieldError[], place: string): FieldError[] {
  return problems.map((problem) => ({ ...problem, field: problem.field || place }));
}

function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw new DomainError('invalid_request', { errors });
}

/** The largest id, count or page a request may name: the database's integer columns are 32-bit. */
export const INT32_MAX = 2_147_483_647;

/**
 * The one integer helper of the request schemas: a whole number from `min` to `max` (at most
 * INT32_MAX), from JSON or, with `coerce`, from a query string.
 */
export function integer({
  min = 0,
  max = INT32_MAX,
  coerce = false,
}: { min?: number; max?: number; coerce?: boolean } = {}) {
  // A count or a page that must be at least one says so in the seeds' words.
  const below = min === 1 ? { message: FORM_MESSAGES.greaterThanZero } : undefined;
  return (coerce ? z.coerce.number() : z.number()).int().min(min, below).max(Math.min(max, INT32_MAX));
}

/** A URL (path and query) as a text field, e.g. the URL map's `url`: its %-escapes decode to storable text. */
export function encodedUrl(maxLength: number) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .superRefine((url, context) => {
      const message = isPercentDecodable(url)
        ? textProblem(decodeURIComponent(url))
        : INPUT_TEXT_MESSAGES.encoding;
      if (message) context.addIssue({ code: 'custom', message });
    });
}

/** Parses untrusted input once, where it enters; `prefix` names where it came from. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError('invalid_request', {
    errors: result.error.issues.flatMap((issue) => {
      const path = [prefix, ...issue.path.map(String)];
      // An unknown key is named itself, not the object that carried it.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      return keys.map((key) => ({
        field: [...path, key].filter(Boolean).join('.') || 'body',
        message: key ? 'is not a known field' : issue.message,
      }));
    }),
  });
}

/** 'A,B,C' (or a repeated query parameter) → distinct, non-empty SKUs, at most `max` of them. */
export function skuListSchema(max: number) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [
      ...new Set(
        [value]
          .flat()
          .flatMap((part) => part.split(','))
          .map((sku) => sku.trim())
          .filter(Boolean),
      ),
    ])
    .refine((skus) => skus.length > 0, 'Field is required')
    .refine((skus) => skus.length <= max, `At most ${max} SKUs per request`)
    .refine((skus) => skus.every((sku) => sku.length <= 64), 'SKUs are at most 64 characters');
}

/** A request refused for one field, with the text the storefront shows next to it. */
export function invalidField(field: string, message: string): DomainError<'invalid_request'> {
  return new DomainError('invalid_request', { errors: [{ field, message }] });
}
