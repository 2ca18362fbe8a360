import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  hostileValue,
  Raw,
  valueFor,
  type Draw,
  type FuzzRequest,
  type JsonSchema,
  type OpenApiDocument,
  type Pools,
} from './openapi-requests.ts';

export { Raw, type FuzzRequest, type OpenApiDocument, type Pools } from './openapi-requests.ts';

type Operation = OpenApiDocument['paths'][string][string];
type Parameter = NonNullable<Operation['parameters']>[number];

/** Bodies a JSON client would never send. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"\\ud800"',
  '{"a":1e400}',
  '123456789012345678901234567890',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"x":"\\u0000"}',
];

/** One arbitrary request per documented operation, chosen evenly among them. */
export function requestsFromOpenApi(document: OpenApiDocument, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(document.paths).flatMap(([route, items]) =>
    Object.entries(items)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => {
        const request = (hostility: number) =>
          requestFor(route, method.toUpperCase() as FuzzRequest['method'], operation, { pools, hostility });
        // Half the requests are hostile throughout, half mostly valid, so both the edge and the code behind it are tried.
        return fc.oneof(request(0), request(1), request(3));
      }),
  );
  return fc.oneof(...operations);
}

/** A request for one documented operation: path, query, headers, a bearer token or not, a body. */
export function requestFor(
  route: string,
  method: FuzzRequest['method'],
  operation: Operation,
  draw: Draw,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const of = (place: Parameter['in']) => parameters.filter((parameter) => parameter.in === place);
  return fc
    .record({
      path: fc.tuple(
        ...of('path').map((p) => valueFor(p.schema, p.name, draw).map((v) => [p.name, v] as const)),
      ),
      query: fc.tuple(...of('query').map((p) => queryPart(p, draw))),
      headers: fc.tuple(...of('header').map((p) => headerPart(p, draw.pools))),
      authorization: authorization(draw.pools),
      payload: method === 'POST' || operation.requestBody ? bodyFor(operation, draw) : fc.constant(undefined),
    })
    .map(({ path, query, headers, authorization, payload }) => {
      const pathText = path.reduce((url, [name, value]) => url.replace(`{${name}}`, urlText(value)), route);
      const queryText = query.flat().join('&');
      return {
        method,
        route,
        url: queryText ? `${pathText}?${queryText}` : pathText,
        headers: {
          ...Object.fromEntries(headers.flat()),
          ...(authorization ? { authorization } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload !== undefined ? { payload } : {}),
      };
    });
}

/** `name=value` pairs: none when left out, several for an array (a repeated parameter). */
function queryPart(parameter: Parameter, draw: Draw): fc.Arbitrary<string[]> {
  const value = valueFor(parameter.schema, parameter.name, draw).map((v) =>
    (Array.isArray(v) ? v : [v]).map((item) => `${encodeURIComponent(parameter.name)}=${urlText(item)}`),
  );
  return fc.oneof(
    { weight: parameter.required ? 9 : 4, arbitrary: value },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
  );
}

/** Header values stay what HTTP can carry (printable ASCII); the route's own rules see the rest. */
function headerPart(parameter: Parameter, pools: Pools): fc.Arbitrary<[string, string][]> {
  const pool = pools[parameter.name] ?? [];
  const value = fc.oneof(
    fc.uuid(),
    fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    }),
    fc.constantFrom('', 'x'.repeat(300), 'et-EE,et;q=0.9', '*', 'q=2;;,', ...pool.map(String)),
  );
  return fc.option(
    value.map((v) => [[parameter.name.toLowerCase(), v]]),
    { nil: [] },
  );
}

function authorization(pools: Pools): fc.Arbitrary<string | undefined> {
  const tokens = (pools.accessToken ?? []).map((token) => `Bearer ${String(token)}`);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    {
      weight: tokens.length ? 3 : 0,
      arbitrary: tokens.length ? fc.constantFrom(...tokens) : fc.constant(undefined),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer ',
        'Bearer x.y.z',
        'Basic Zm9vOmJhcg==',
        'Bearer ' + 'a'.repeat(600),
      ),
    },
  );
}

function bodyFor(operation: Operation, draw: Draw): fc.Arbitrary<string | undefined> {
  const schema: JsonSchema | undefined = operation.requestBody?.content?.['application/json']?.schema;
  const value = schema
    ? valueFor(schema, 'body', draw)
    : fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue);
  return fc.oneof(
    { weight: 10, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: schema ? 0 : 2, arbitrary: fc.constant(undefined) },
  );
}

/** A value as it appears in a URL: %-encoded as UTF-8, a lone surrogate as its (invalid) 3 bytes. */
export function urlText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

export interface FuzzOutcome {
  requests: number;
  /** How many answers had each status: how deep the requests got, not only whether they failed. */
  statuses: Record<number, number>;
  /** One example per route and status of every answer from 500 up. */
  failures: { route: string; status: number; count: number; example: FuzzRequest; answer: string }[];
}

/** Sends `runs` seeded requests one after another through `app.inject`; gathers every 5xx. */
export async function fuzzOpenApi(
  app: FastifyInstance,
  pools: Pools,
  { seed, runs }: { seed: number; runs: number },
): Promise<FuzzOutcome> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<OpenApiDocument>();
  const requests = fc.sample(requestsFromOpenApi(document, pools), { seed, numRuns: runs });
  const failures = new Map<string, FuzzOutcome['failures'][number]>();
  const statuses: Record<number, number> = {};
  for (const request of requests) {
    const { status, body } = await answerWithin(app, request, REQUEST_TIMEOUT_MS);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status < 500) continue;
    const key = `${request.method} ${request.route} ${status}`;
    const known = failures.get(key);
    if (known) known.count += 1;
    else
      failures.set(key, {
        route: `${request.method} ${request.route}`,
        status,
        count: 1,
        example: request,
        answer: body,
      });
    // A hung request usually leaves the database busy for every later one: report it, not 10,000 more.
    if (status === TIMED_OUT) break;
  }
  return { requests: requests.length, statuses, failures: [...failures.values()] };
}

/** A request that hangs is a failure too (status 504 here), not a stuck suite. */
const REQUEST_TIMEOUT_MS = 10_000;
const TIMED_OUT = 504;

async function answerWithin(app: FastifyInstance, request: FuzzRequest, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ status: number; body: string }>((resolve) => {
    timer = setTimeout(() => resolve({ status: TIMED_OUT, body: `no answer within ${ms} ms` }), ms);
  });
  const answer = app
    .inject(request)
    .then((response) => ({ status: response.statusCode, body: response.body.slice(0, 300) }));
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
