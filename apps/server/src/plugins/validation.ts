import type { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

/** A client's mistake in a request; the error handler answers 400 with every field named. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}

/** Parses untrusted input once, where it enters (STYLE §5); `prefix` names where it came from. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new RequestValidationError(
    result.error.issues.flatMap((issue) => {
      const path = [prefix, ...issue.path.map(String)];
      // An unknown key is named itself, not the object that carried it.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      return keys.map((key) => ({
        field: [...path, key].filter(Boolean).join('.') || 'body',
        message: key ? 'is not a known field' : issue.message,
      }));
    }),
  );
}
