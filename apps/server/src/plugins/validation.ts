import { DomainError } from '@apteek/domain';
import { z } from 'zod';

/** Parses untrusted input once, where it enters (STYLE §5); `prefix` names where it came from. */
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
