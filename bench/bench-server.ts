import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeEnv } from '../apps/server/build.ts';

const ownCheckout = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  origin: string;
  /** The server's own process (its pid for /proc; its IPC channel when `ipc` was asked for). */
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Node flags before the entry (bench:memory's probe, a JavaScript file). */
  nodeArgs?: string[];
  /** An IPC channel to the server process. */
  ipc?: boolean;
  /** Another entry instead of the server's, a TypeScript file run through tsx (bench:memory's bare process). */
  entry?: string;
  /** The repository whose server and web build run (another worktree, to compare two versions). */
  checkout?: string;
}

/**
 * Starts the production server on `port` with `env` (its data directory or database) and waits,
 * at most 180 s, until `readyPath` answers; start-up timings poll it every 100 ms. The server runs
 * as `npm start` runs it, the bundle of `npm run build` with plain Node; a checkout without one (a
 * version from before the bundle) runs its sources through tsx. BENCH_SERVER_BUNDLE names another
 * bundle beside it (a copy built from another commit), to compare two servers on one machine, and
 * BENCH_NODE_ARGS Node flags for it (`--heap-growing-percent=0`; NODE_OPTIONS refuses some).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  readyPath = '/api/health',
  options: StartOptions = {},
): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const bundle = 'apps/server/dist/server.js';
  const entry =
    options.entry ??
    process.env.BENCH_SERVER_BUNDLE ??
    (existsSync(join(options.checkout ?? ownCheckout, bundle)) ? bundle : 'apps/server/src/server.ts');
  const tsx = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const serverArgs = options.entry ? [] : (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const args = [...tsx, ...(options.nodeArgs ?? []), ...serverArgs, entry];
  const server = spawn(process.execPath, args, {
    cwd: options.checkout ?? ownCheckout,
    env: {
      ...process.env,
      // The memory settings npm start gives the server (runtime-env.json), where the checkout has them.
      ...(options.entry ? {} : runtimeEnv(join(options.checkout ?? ownCheckout, 'apps/server'))),
      // A demo shop on this machine, as `npm start` serves it: sandboxes and the local mailbox.
      LOCAL_DEMO: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: options.ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  // A server that dies under a bench says how, rather than leaving the bench to fail on its socket.
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`the server (${entry}) exited by itself: code ${code}, signal ${signal}`);
  });
  const stop = async () => {
    stopping = true;
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  };
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const ready = await fetch(`${origin}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, child: server, stop };
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer ${readyPath} within 180 s`);
}
