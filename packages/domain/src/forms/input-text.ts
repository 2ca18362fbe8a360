import type { FieldError } from '../errors.ts';

/**
 * What text from outside may hold before any rule of a route reads it (issue 15): no NUL byte
 * (PostgreSQL refuses it in text), no lone UTF-16 surrogate (not Unicode, so not storable as
 * UTF-8), and in a URL only %-escapes that decode to UTF-8. The English texts are the storefront's
 * translation keys, like every field message.
 */
export const INPUT_TEXT_MESSAGES = {
  nul: 'Must not contain NUL characters',
  surrogate: 'Must be valid Unicode text',
  encoding: 'Is not correctly %-encoded',
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for a text that may not be stored, or null when it may. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_TEXT_MESSAGES.surrogate;
  return null;
}

/**
 * Every text in a parsed input (query, path parameters, JSON body) that may not be stored, named
 * by its path (`cartItem.sku`, `street.0`); a bad key is named by the object that holds it.
 */
export function inputTextProblems(value: unknown, path: readonly string[] = []): FieldError[] {
  const field = () => path.join('.');
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? [{ field: field(), message }] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => inputTextProblems(item, [...path, String(index)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const keyMessage = textProblem(key);
    if (keyMessage) return [{ field: field() || 'body', message: keyMessage }];
    return inputTextProblems(item, [...path, key]);
  });
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
