import { Agent, request } from 'node:http';

export interface Scenario {
  name: string;
  /** Builds the i-th request; vary it so caches and plans see realistic input. */
  next: (i: number) => {
    method: 'GET' | 'POST';
    path: string;
    body?: object;
    headers?: Record<string, string>;
  };
}

export interface Figures {
  scenario: string;
  concurrency: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  /** Body bytes received per answer, as sent (compressed where the request asked for it). */
  bytesPerAnswer: number;
}

/**
 * A closed-loop load generator: `concurrency` clients each send the next request as soon as the
 * previous one answered, for `seconds`. Latency is measured per request (ms), so p95 is exact.
 */
export async function runLoad(
  baseUrl: string,
  scenario: Scenario,
  concurrency: number,
  seconds: number,
): Promise<Figures> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const received = { bytes: 0 };
  const deadline = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const spec = scenario.next(counter++);
      const started = performance.now();
      const status = await send(agent, url, spec, received).catch(() => 0);
      latencies.push(performance.now() - started);
      if (status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    scenario: scenario.name,
    concurrency,
    requests: latencies.length,
    errors,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    perSecond: latencies.length / elapsed,
    bytesPerAnswer: latencies.length === 0 ? 0 : received.bytes / latencies.length,
  };
}

function send(
  agent: Agent,
  base: URL,
  spec: ReturnType<Scenario['next']>,
  received: { bytes: number },
): Promise<number> {
  return sendRequest(
    agent,
    base,
    { ...spec, body: spec.body ? JSON.stringify(spec.body) : undefined },
    received,
  );
}

/**
 * Sends one request over a keep-alive agent and answers its status once the answer has been read
 * to the end (its body bytes, as sent, added to `received`); a body is sent as JSON. Rejects on a
 * network error.
 */
export function sendRequest(
  agent: Agent,
  origin: URL,
  spec: { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> },
  received?: { bytes: number },
): Promise<number> {
  const headers: Record<string, string | number> = { ...spec.headers };
  if (spec.body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(spec.body);
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: origin.hostname, port: origin.port, method: spec.method, path: spec.path, headers },
      (res) => {
        if (received) res.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
        else res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

/** One line of figures; `width` aligns the scenario names of one bench. */
export function printFigures(engine: string, figures: Figures, width: number) {
  const ms = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `${engine.padEnd(9)} ${figures.scenario.padEnd(width)} c=${String(figures.concurrency).padEnd(3)}` +
      ` p50 ${ms(figures.p50)} ms  p95 ${ms(figures.p95)} ms  p99 ${ms(figures.p99)} ms` +
      `  ${figures.perSecond.toFixed(0).padStart(6)} req/s  (${figures.requests} requests, ${figures.errors} errors)`,
  );
}
