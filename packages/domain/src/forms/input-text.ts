import type { FieldError } from '../errors.ts';

/**
 * What text from outside may hold before any rule of a route reads it: no NUL byte
 * (PostgreSQL refuses it in text), no lone UTF-16 surrogate (not Unicode, so not storable as
 * UTF-8), and in a URL only %-escapes that decode to UTF-8. The English texts are the storefront's
 * translation keys, like every field message.
 */
export const INPUT_TEXT_MESSAGES = {
  nul: 'Must not contain NUL characters',
  surrogate: 'Must be valid Unicode text',
  encoding: 'Is not correctly %-encoded',
  depth: 'Must not nest objects or arrays more than 64 levels deep',
  repeated: 'Must be given only once',
} as const;

/**
 * How deep objects and arrays may nest in a request: no form comes near it, and every
 * walk over a body (this check, the schemas, the log) stays far from the stack's limit.
 */
export const MAX_INPUT_DEPTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for a text that may not be stored, or null when it may. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_TEXT_MESSAGES.surrogate;
  return null;
}

/**
 * Every text in a parsed input (query, path parameters, JSON body) that may not be stored, named
 * by its path (`cartItem.sku`, `street.0`); a bad key is named by the object that holds it. An
 * input nested deeper than MAX_INPUT_DEPTH is one problem of the whole input (field ''), found
 * before the walk that names texts, which recurses once per level.
 */
export function inputTextProblems(value: unknown): FieldError[] {
  if (isNestedDeeperThan(value, MAX_INPUT_DEPTH)) return [{ field: '', message: INPUT_TEXT_MESSAGES.depth }];
  return textProblemsIn(value, []);
}

/** Whether objects and arrays nest more than `limit` levels: an explicit stack, never the call stack. */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

function textProblemsIn(value: unknown, path: readonly string[]): FieldError[] {
  const field = () => path.join('.');
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? [{ field: field(), message }] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => textProblemsIn(item, [...path, String(index)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const keyMessage = textProblem(key);
    if (keyMessage) return [{ field: field() || 'body', message: keyMessage }];
    return textProblemsIn(item, [...path, key]);
  });
}

/**
 * Query parameters given more than once (`?t=a&t=b` parses to an array) where the route reads one
 * value, by name; `repeatable` are the route's list parameters.
 */
export function repeatedParameterProblems(query: unknown, repeatable: readonly string[]): FieldError[] {
  if (query === null || typeof query !== 'object') return [];
  return Object.entries(query)
    .filter(([name, value]) => Array.isArray(value) && !repeatable.includes(name))
    .map(([name]) => ({ field: name, message: INPUT_TEXT_MESSAGES.repeated }));
}

/** Whether a raw URL part decodes: every `%` starts two hex digits and the bytes are UTF-8. */
export function isPercentDecodable(raw: string): boolean {
  try {
    decodeURIComponent(raw);
    return true;
  } catch {
    return false;
  }
}

/**
 * The parts of a raw URL whose %-encoding is broken: `path`, or a query parameter by its name
 * (`query` when the name itself does not decode). Decodable parts are left to the text rules.
 */
export function urlEncodingProblems(rawUrl: string): FieldError[] {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart < 0 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart < 0 ? '' : rawUrl.slice(queryStart + 1);
  const problems: FieldError[] = [];
  if (!isPercentDecodable(path)) problems.push({ field: 'path', message: INPUT_TEXT_MESSAGES.encoding });
  for (const pair of query.split('&')) {
    const [name = '', value = ''] = splitOnce(pair.replace(/\+/g, ' '), '=');
    if (isPercentDecodable(name) && isPercentDecodable(value)) continue;
    problems.push({
      field: isPercentDecodable(name) ? decodeURIComponent(name) || 'query' : 'query',
      message: INPUT_TEXT_MESSAGES.encoding,
    });
  }
  return problems;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}
