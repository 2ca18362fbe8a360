import Fastify from 'fastify';

export interface BareServer {
  origin: string;
  /** The path that answers `html` as it was captured from the real server. */
  path(name: string): string;
  stop(): Promise<void>;
}

/**
 * The baseline a server-rendered page is measured against: a bare Fastify route in the bench's
 * own process that answers the same HTML bytes the real server sent, with nothing computed per
 * request. What a page costs beyond this is the storefront's own work (loaders, React, streams).
 */
export async function startBareServer(port: number, pages: Record<string, string>): Promise<BareServer> {
  const app = Fastify({ logger: false });
  for (const [name, html] of Object.entries(pages)) {
    const body = Buffer.from(html);
    app.get(`/bare/${name}`, (_request, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').send(body);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    path: (name) => `/bare/${name}`,
    stop: () => app.close(),
  };
}
