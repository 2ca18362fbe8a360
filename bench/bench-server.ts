import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

export interface BenchServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the production server on `port` with `env` (its data directory or database) and waits,
 * at most 180 s, until `readyPath` answers; start-up timings poll it every 100 ms.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  readyPath = '/api/health',
): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  };
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const ready = await fetch(`${origin}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer ${readyPath} within 180 s`);
}
