import fc from 'fast-check';

/**
 * Requests generated from the OpenAPI description served at /api/docs: every documented operation,
 * its path and query parameters, headers and JSON body, each value valid-ish (drawn from the
 * schema, or from `pools` of real ids by the field's name) or hostile (NUL bytes, lone surrogates,
 * integers beyond 32 bits, bad %-encoding, wrong types).
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The documented path, e.g. /api/product/{value}: what a failure is grouped by. */
  route: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Real values by field name (cartId, orderId, sku…), so requests also reach past the lookups. */
export type Pools = Record<string, readonly unknown[]>;

/** Text put into a URL or a body as it is, not encoded: broken %-escapes and raw JSON. */
export class Raw {
  constructor(readonly text: string) {}
  toJSON(): string {
    return this.text;
  }
}

const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  'ü\u0000',
  '%',
  '%zz',
  '../../etc/passwd',
  "' or 1=1 --",
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1e400',
  'NaN',
  '-0',
  '0x10',
  '__proto__',
  'x'.repeat(5000),
];

const HOSTILE_NUMBERS = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1,
  0,
  -0,
  0.5,
  Number.MAX_SAFE_INTEGER + 2,
];

/** %-sequences that decode to nothing valid: cut short, not hex, a UTF-8 surrogate, a NUL, bare bytes. */
const BAD_ENCODINGS = ['%', '%zz', '%C3', '%E0%A4%A', '%ED%A0%80', '%00', '%FF%FE', 'a%2', '%%41'];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_ENCODINGS).map((text) => new Raw(text)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, [], {}, [1, 'a'], { a: { b: [] } }) },
);

/**
 * How a request's values are drawn: `pools` of real values by field name, and how often (out of
 * 10) a value is hostile instead; 0 makes requests that mostly pass validation and reach deeper.
 */
export interface Draw {
  pools: Pools;
  hostility: number;
}

/** A value for one schema: from the pool for its name, drawn from the schema, or hostile. */
export function valueFor(
  schema: JsonSchema | undefined,
  name: string,
  draw: Draw,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validValue(schema ?? {}, draw, depth);
  const pool = draw.pools[name];
  return fc.oneof(
    { weight: pool ? 5 : 0, arbitrary: pool ? fc.constantFrom(...pool) : valid },
    { weight: 5, arbitrary: valid },
    { weight: draw.hostility, arbitrary: hostileValue },
  );
}

function validValue(schema: JsonSchema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, draw, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return fc.double({ min: lowerBound(schema, -1000), max: upperBound(schema, 100_000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, '', draw, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectValue(schema, draw, depth);
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Small numbers mostly, and the edges the schema allows: its bounds and either side of 32 bits. */
function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = lowerBound(schema, -Number.MAX_SAFE_INTEGER);
  const max = upperBound(schema, Number.MAX_SAFE_INTEGER);
  const edges = [min, max, 2 ** 31 - 1, 2 ** 31, 2 ** 32].filter((n) => n >= min && n <= max);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: Math.max(min, -1000), max: Math.max(Math.min(max, 100_000), min) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
}

const lowerBound = (schema: JsonSchema, fallback: number) =>
  Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? fallback - 1) + 1, fallback);
const upperBound = (schema: JsonSchema, fallback: number) =>
  Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? fallback + 1) - 1, fallback);

function objectValue(schema: JsonSchema, draw: Draw, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueFor(property, key, draw, depth + 1)]),
  );
  const known = fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((key) => key in properties),
  });
  if (typeof schema.additionalProperties !== 'object') return known;
  const extra = fc.dictionary(
    schema.propertyNames
      ? (validValue(schema.propertyNames, draw, depth + 1) as fc.Arbitrary<string>)
      : fc.string(),
    valueFor(schema.additionalProperties, '', draw, depth + 1),
    { maxKeys: 3 },
  );
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}
