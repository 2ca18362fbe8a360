import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import { logSafeError, logSafeRequest } from './log-safety.ts';

interface Line {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A server whose page answers with a stream that has not sent its first byte yet. */
async function serverWithSlowPage(lines: Line[], entered: () => void): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: 'info',
      serializers: { err: logSafeError, error: logSafeError, req: logSafeRequest },
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    },
  });
  await app.register(errorHandlerPlugin);
  app.post('/pages/:slug', async (_request, reply) => {
    entered();
    return reply.send(new Readable({ read() {} }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('a client that goes away before the answer', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('is an info line with the method, route and path, not an error, and no body or query', async () => {
    const lines: Line[] = [];
    let enter = () => {};
    const entered = new Promise<void>((resolve) => (enter = resolve));
    app = await serverWithSlowPage(lines, () => enter());
    const { port } = app.server.address() as AddressInfo;
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/pages/ibuprofen?token=secret-in-query',
      headers: { 'content-type': 'application/json' },
    });
    client.on('error', () => {});
    client.end(JSON.stringify({ email: 'mari@example.ee' }));
    await entered;
    client.destroy();
    await expect.poll(() => lines.some((line) => line.msg === 'client closed the connection')).toBe(true);

    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    const line = lines.find((entry) => entry.msg === 'client closed the connection')!;
    expect(line.level).toBe(30);
    expect(line).toMatchObject({
      req: { method: 'POST', url: '/pages/ibuprofen' },
      route: '/pages/:slug',
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-in-query');
    expect(text).not.toContain('mari@example.ee');
  });
});
