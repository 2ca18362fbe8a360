import net from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server that a test can break the way networks and servers
 * break: refuse connections, or go silent.
 */
export interface FaultProxy {
  /** The database URL with the proxy's address in place of the server's. */
  url: string;
  /** As a stopped server: new connections are refused and open ones are cut. */
  refuse(): Promise<void>;
  /**
   * As a frozen network: nothing is forwarded any more, open connections and new ones alike; they
   * stay open and silent. Those connections never come back, as after a lost route or NAT entry.
   */
  freeze(): void;
  /** As a slow network: what the server sends reaches the client `ms` later, in order (0: at once). */
  delay(ms: number): void;
  /** New connections reach the server again (after refuse or freeze). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  server: net.Socket | null;
  silent: boolean;
}

export async function startFaultProxy(databaseUrl: string): Promise<FaultProxy> {
  const target = new URL(databaseUrl);
  const upstream = { host: target.hostname, port: Number(target.port || 5432) };
  const links = new Set<Link>();
  let frozen = false;
  let delayMs = 0;

  const proxy = net.createServer((client) => {
    const link: Link = { client, server: null, silent: frozen };
    links.add(link);
    client.on('error', () => undefined);
    client.on('close', () => {
      link.server?.destroy();
      links.delete(link);
    });
    if (link.silent) return;
    const server = net.connect(upstream);
    link.server = server;
    server.on('error', () => client.destroy());
    server.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (!link.silent) server.write(chunk);
    });
    server.on('data', (chunk) => {
      if (link.silent) return;
      if (delayMs === 0) client.write(chunk);
      else setTimeout(() => link.silent || client.write(chunk), delayMs);
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      proxy.once('error', reject);
      proxy.listen(port, '127.0.0.1', () => {
        proxy.off('error', reject);
        resolve((proxy.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const link of links) link.client.destroy();
      if (!proxy.listening) return resolve();
      proxy.close(() => resolve());
    });

  const port = await listen(0);
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    refuse: stop,
    freeze() {
      frozen = true;
      for (const link of links) link.silent = true;
    },
    delay(ms) {
      delayMs = ms;
    },
    async restore() {
      frozen = false;
      if (!proxy.listening) await listen(port);
    },
    close: stop,
  };
}
