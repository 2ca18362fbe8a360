import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';

export interface BareServer {
  origin: string;
  /** The path that answers `html` as it was captured from the real server. */
  path(name: string): string;
  stop(): Promise<void>;
}

/** An answer's body as the real server sent it, compressed where it said so. */
export interface CapturedBody {
  body: Buffer;
  /** Its Content-Encoding (br, gzip), or null for the bytes as they are. */
  encoding: string | null;
}

/**
 * The baseline a server-rendered page is measured against: a bare Fastify route in the bench's
 * own process that answers the same HTML bytes the real server sent, with nothing computed per
 * request. What a page costs beyond this is the storefront's own work (loaders, React, streams).
 * A captured compressed body is answered as it is, with its Content-Encoding, whatever was asked.
 */
export async function startBareServer(
  port: number,
  pages: Record<string, string | CapturedBody>,
  options: { upstream?: string } = {},
): Promise<BareServer> {
  const app = Fastify({ logger: false });
  for (const [name, page] of Object.entries(pages)) {
    const { body, encoding } = typeof page === 'string' ? { body: Buffer.from(page), encoding: null } : page;
    app.get(`/bare/${name}`, (_request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      reply.send(body);
    });
  }
  // Every other GET (stylesheets, images, fonts) passed through to `upstream` unchanged, bytes and
  // headers as it sent them, so a bare page loads the same resources from the same origin.
  const { upstream } = options;
  if (upstream) {
    app.get('/*', (request, reply) => {
      const headers: Record<string, string> = {};
      const encoding = request.headers['accept-encoding'];
      if (typeof encoding === 'string') headers['accept-encoding'] = encoding;
      const forwarded = httpRequest(`${upstream}${request.url}`, { headers }, (answer) => {
        reply.status(answer.statusCode ?? 502);
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'content-length', 'vary'])
          if (answer.headers[name]) reply.header(name, answer.headers[name]);
        void reply.send(answer);
      });
      forwarded.on('error', (error) => void reply.status(502).send(String(error)));
      forwarded.end();
      return reply;
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    path: (name) => `/bare/${name}`,
    stop: () => app.close(),
  };
}

/**
 * Run as a process of its own (bench:memory's baseline): `BARE_PORT=… BARE_PAGES=<file.json>`,
 * the file holding `{ html, json }` captured from the real server; every GET answers the HTML,
 * every POST the JSON, and /api/health answers 200.
 */
async function main(): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const captured = JSON.parse(readFileSync(process.env.BARE_PAGES!, 'utf8')) as {
    html: string;
    json: string;
  };
  const html = Buffer.from(captured.html);
  const json = Buffer.from(captured.json);
  const app = Fastify({ logger: false });
  app.get('/api/health', (_request, reply) => reply.send({ ok: true }));
  app.get('/*', (_request, reply) => reply.header('content-type', 'text/html; charset=utf-8').send(html));
  app.post('/*', (_request, reply) => reply.header('content-type', 'application/json').send(json));
  await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  await main();
}
