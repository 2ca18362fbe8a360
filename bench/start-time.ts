// npm run bench:start — how long until the storefront answers: first start on an empty data
// directory (migrate + seed + media), then a second start on the same data. Needs a built web app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3210);
const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-start-'));

async function timeStart(label: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (server.exitCode !== null) throw new Error(`${label}: server exited with ${server.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error(`${label}: no answer within 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (performance.now() - started) / 1000;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

try {
  const first = await timeStart('first start');
  const second = await timeStart('second start');
  console.log(`first start (empty data dir, migrate + seed): home page answered after ${first.toFixed(2)} s`);
  console.log(
    `second start (existing data):                  home page answered after ${second.toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
