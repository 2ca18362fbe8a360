// npm run bench:start — how long until the storefront answers: first start on an empty data
// directory (migrate + seed + media), then a second start on the same data. Needs a built web app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './bench-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-start-'));

async function timeStart(label: string): Promise<number> {
  const started = performance.now();
  const server = await startServer(port, { DATA_DIR: dataDir }, '/').catch((error: Error) => {
    throw new Error(`${label}: ${error.message}`);
  });
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
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
