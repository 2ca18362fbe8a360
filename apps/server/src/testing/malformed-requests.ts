import type { FastifyInstance } from 'fastify';
import { urlText } from './openapi-fuzz.ts';
import type { FuzzRequest, JsonSchema, OpenApiDocument, Pools } from './openapi-requests.ts';

/**
 * Malformed requests, built for every operation of the OpenAPI description and
 * every page type rather than drawn at random: bodies nested far past MAX_INPUT_DEPTH, integers
 * beyond 32 and 53 bits in every parameter and body field, and every query parameter given twice.
 * Each is answered 4xx (or, where it is still a fair request, 2xx/3xx), never 5xx.
 */

/** How deep the nested bodies go: just past the limit, the depth that overflowed, and far beyond. */
export const NESTING_DEPTHS = [65, 3_000, 100_000];

/** Integers no 32-bit column holds, as JSON numbers. */
export const HUGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 + 2, 2 ** 63, 1e300];
/** The same as a URL carries them, and one no double holds exactly. */
export const HUGE_NUMBER_TEXTS = [...HUGE_NUMBERS.map(String), '99999999999999999999999'];

/** A JSON text `depth` arrays or objects deep, built without recursion. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

type Operation = OpenApiDocument['paths'][string][string];
type Parameter = NonNullable<Operation['parameters']>[number];
const METHODS = new Set(['get', 'post', 'put', 'delete']);

/** Every malformed request for every documented operation. */
export function malformedApiRequests(document: OpenApiDocument, pools: Pools): FuzzRequest[] {
  return Object.entries(document.paths).flatMap(([route, items]) =>
    Object.entries(items)
      .filter(([method]) => METHODS.has(method))
      .flatMap(([method, operation]) =>
        malformedFor(route, method.toUpperCase() as FuzzRequest['method'], operation, pools),
      ),
  );
}

function malformedFor(
  route: string,
  method: FuzzRequest['method'],
  operation: Operation,
  pools: Pools,
): FuzzRequest[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const body = schema ? validOf(schema, 'body', pools, 0) : undefined;
  const build = (values: Map<string, string[]>, payload: string | undefined): FuzzRequest =>
    requestOf(route, method, parameters, values, payload);
  const base = new Map(parameters.map((p) => [p.name, [textOf(validOf(p.schema, p.name, pools, 0))]]));
  const baseBody = body === undefined ? undefined : JSON.stringify(body);
  const requests: FuzzRequest[] = [];
  // A GET carries no body (fetch refuses one); its parameters get the rest.
  const takesBody = method !== 'GET';
  for (const depth of takesBody ? NESTING_DEPTHS : []) {
    for (const kind of ['array', 'object'] as const) requests.push(build(base, deepJson(depth, kind)));
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    // The deep part beside the fields the route reads, where a schema may never look.
    const rest = baseBody === '{}' ? '}' : `,${baseBody!.slice(1)}`;
    requests.push(build(base, `{"deep":${deepJson(3_000, 'array')}${rest}`));
  }
  for (const parameter of parameters) {
    for (const huge of HUGE_NUMBER_TEXTS) {
      requests.push(build(new Map([...base, [parameter.name, [huge]]]), baseBody));
    }
    if (parameter.in === 'query') {
      const value = base.get(parameter.name)!;
      requests.push(build(new Map([...base, [parameter.name, [...value, ...value]]]), baseBody));
    }
  }
  // A parameter no route reads, given twice, and a repeated one beside a valid query.
  requests.push(build(new Map([...base, ['x', ['1', '2']]]), baseBody));
  for (const path of schema ? numberFieldPaths(schema) : []) {
    for (const huge of HUGE_NUMBERS) {
      requests.push(build(base, JSON.stringify(withValue(body, path, huge))));
    }
  }
  return requests;
}

function requestOf(
  route: string,
  method: FuzzRequest['method'],
  parameters: Parameter[],
  values: Map<string, string[]>,
  payload: string | undefined,
): FuzzRequest {
  let path = route;
  const query: string[] = [];
  for (const [name, texts] of values) {
    const parameter = parameters.find((p) => p.name === name);
    if (parameter?.in === 'path') path = path.replace(`{${name}}`, urlText(texts[0]!));
    else for (const text of texts) query.push(`${encodeURIComponent(name)}=${urlText(text)}`);
  }
  return {
    method,
    route,
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  };
}

/** A value the schema accepts, or a real one from the pools by the field's name. */
function validOf(schema: JsonSchema | undefined, name: string, pools: Pools, depth: number): unknown {
  const pooled = pools[name]?.[0];
  if (pooled !== undefined) return pooled;
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = (schema.anyOf ?? schema.oneOf)?.[0];
  if (choice) return validOf(choice, name, pools, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return schema.minItems ? [validOf(schema.items, '', pools, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, property]) => [key, validOf(property, key, pools, depth + 1)]),
      );
    default:
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The paths of a body's number fields, and of every field whose type is left open, as arrays of
 * keys (an array's first item as '0'): each gets a huge integer in turn.
 */
function numberFieldPaths(schema: JsonSchema, path: string[] = [], depth = 0): string[][] {
  if (depth > 5) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.flatMap((choice) => numberFieldPaths(choice, path, depth + 1));
  const types = [schema.type ?? []].flat();
  const own = types.includes('integer') || types.includes('number') ? [path] : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    numberFieldPaths(property, [...path, key], depth + 1),
  );
  const items = schema.items ? numberFieldPaths(schema.items, [...path, '0'], depth + 1) : [];
  const unique = new Map([...own, ...properties, ...items].map((p) => [p.join('.'), p]));
  return [...unique.values()];
}

/** A copy of `value` with `path` set to `leaf`, creating the objects and arrays on the way. */
function withValue(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '0') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[0] = withValue(list[0], rest, leaf);
    return list;
  }
  const object: Record<string, unknown> =
    value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  return { ...object, [key]: withValue(object[key], rest, leaf) };
}

/** One path of each page type of apps/web/app/routes.ts; `{…}` are filled from the pools. */
export const PAGE_TYPES = [
  '/',
  '/pwa.html',
  '/et',
  '/et/c/{category}',
  '/et/p/{product}',
  '/en/products',
  '/et/kampaania',
  '/et/kampaania/no-such-campaign',
  '/et/i/no-such-page',
  '/et/error',
  '/et/checkout',
  '/et/maksekeskus-status/ok',
  '/et/maksekeskus-status/cancel',
  '/et/paytrail/success',
  '/et/paytrail/cancel',
  '/et/eident/result',
  '/et/my-account',
  '/et/compare',
  '/et/wishlist',
  '/et/prescriptions',
  '/et/prescriptions/list',
  '/et/prescriptions/details',
  '/et/reset-password',
  '/et/mailbox',
  '/et/newsletter/confirm',
  '/et/newsletter/unsubscribe',
  '/et/manifest.webmanifest',
  '/et/offline',
  '/staff',
  '/staff/login',
  '/staff/hours',
  '/staff/orders',
  '/staff/offers',
  '/staff/chats',
  '/staff/reviews',
  '/sitemap.xml',
  '/robots.txt',
  '/et/no-such-page',
  '/xx/c/unknown',
];

/** Query parameters the pages read: listing paging and filters, return pages, links with tokens. */
const PAGE_PARAMETERS = ['page', 'sort', 'term', 'price', 'token', 'orderCode', 'json', 'mac', 'id'];

/** The malformed requests for every page type: huge numbers, repeated parameters, deep bodies. */
export function malformedPageRequests(pages: readonly string[], pools: Pools): FuzzRequest[] {
  return pages.flatMap((route) => {
    const path = route.replace(/\{(\w+)\}/g, (_, name: string) => textOf(pools[name]?.[0] ?? 'x'));
    const get = (query: string): FuzzRequest => ({
      method: 'GET',
      route,
      url: `${path}?${query}`,
      headers: {},
    });
    const post = (payload: string, type: string): FuzzRequest => ({
      method: 'POST',
      route,
      url: path,
      headers: { 'content-type': type },
      payload,
    });
    return [
      ...PAGE_PARAMETERS.flatMap((name) => [
        ...HUGE_NUMBER_TEXTS.map((huge) => get(`${name}=${huge}`)),
        get(`${name}=1&${name}=2`),
      ]),
      get('brand=a&brand=b&page=1'),
      ...NESTING_DEPTHS.flatMap((depth) =>
        (['array', 'object'] as const).map((kind) => post(deepJson(depth, kind), 'application/json')),
      ),
      post(`${'a'}${'[a]'.repeat(3_000)}=1`, 'application/x-www-form-urlencoded'),
    ];
  });
}

/** What a list of requests got: how many of each status, and one example of each 5xx by route. */
export interface MalformedOutcome {
  requests: number;
  statuses: Record<number, number>;
  failures: { route: string; status: number; url: string; answer: string }[];
}

/** Sends each request through `app.inject`, one after another. */
export async function answerAll(app: FastifyInstance, requests: FuzzRequest[]): Promise<MalformedOutcome> {
  const statuses: Record<number, number> = {};
  const failures = new Map<string, MalformedOutcome['failures'][number]>();
  for (const request of requests) {
    const response = await app.inject(request);
    const status = response.statusCode;
    statuses[status] = (statuses[status] ?? 0) + 1;
    const key = `${request.method} ${request.route} ${status}`;
    if (status >= 500 && !failures.has(key)) {
      failures.set(key, { route: key, status, url: request.url, answer: response.body.slice(0, 300) });
    }
  }
  return { requests: requests.length, statuses, failures: [...failures.values()] };
}
