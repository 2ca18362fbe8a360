/**
 * Checks an answer against the JSON Schema /api/docs documents for it, so the description and what
 * the server sends cannot drift apart. Covers the keywords the documented answers use (type, enum,
 * const, properties, required, additionalProperties, items, anyOf, oneOf, minimum, maximum).
 */

type Schema = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The schema of one documented answer's JSON body. */
export function documentedAnswer(document: Document, path: string, method: string, status = 200): Schema {
  const response = document.paths[path]?.[method]?.responses[String(status)] as
    { content?: Record<string, { schema: Schema }> } | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON answer ${status}`);
  return schema;
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function fits(type: string, value: unknown): boolean {
  if (type === 'integer') return Number.isInteger(value);
  return typeOf(value) === type;
}

/** Where `value` breaks `schema`, each as "path: what"; empty when it fits. */
export function schemaErrors(schema: Schema, value: unknown, at = '$'): string[] {
  const errors: string[] = [];
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[]);
  if (types.length && !types.some((type) => fits(type, value)))
    return [`${at}: ${JSON.stringify(value)} is not ${types.join(' or ')}`];
  if (schema.enum && !(schema.enum as unknown[]).includes(value))
    errors.push(`${at}: ${JSON.stringify(value)} is none of ${JSON.stringify(schema.enum)}`);
  if ('const' in schema && schema.const !== value)
    errors.push(`${at}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) errors.push(`${at}: below minimum`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) errors.push(`${at}: above maximum`);
  }
  for (const [keyword, needed] of [
    ['anyOf', 1],
    ['oneOf', 1],
  ] as const) {
    const options = schema[keyword] as Schema[] | undefined;
    if (!options) continue;
    const passing = options.filter((option) => schemaErrors(option, value, at).length === 0).length;
    if (keyword === 'anyOf' ? passing < needed : passing !== needed)
      errors.push(`${at}: fits ${passing} of the ${keyword} schemas`);
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[])
      if (!(name in object)) errors.push(`${at}.${name}: missing`);
    for (const [name, field] of Object.entries(object)) {
      if (properties[name]) errors.push(...schemaErrors(properties[name], field, `${at}.${name}`));
      else if (schema.additionalProperties === false) errors.push(`${at}.${name}: not documented`);
    }
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) => errors.push(...schemaErrors(schema.items as Schema, item, `${at}[${i}]`)));
  return errors;
}
