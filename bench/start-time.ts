// npm run bench:start — how long until the storefront answers.
// 1. A fresh clone: the committed tree (HEAD, or each of BENCH_REFS=main,HEAD in turn, BENCH_ROUNDS
//    times, so a change and its baseline share the machine's load) cloned into a temporary
//    directory, then `npm start` timed until GET / answers 200: install (warm npm cache), storefront
//    build, migrate and seed on an empty data directory. The clone itself is not counted.
// 2. The server only (needs a built web app here): first start on an empty data directory (migrate +
//    seed + media), then a second start on the same data.
//   BENCH_CLONE=0 skips 1, BENCH_SERVER=0 skips 2.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './bench-server.ts';

const port = Number(process.env.BENCH_PORT ?? 3210);
const repo = fileURLToPath(new URL('..', import.meta.url));
const refs = (process.env.BENCH_REFS ?? 'HEAD').split(',');
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);

async function timeStart(dataDir: string, label: string): Promise<number> {
  const started = performance.now();
  const server = await startServer(port, { DATA_DIR: dataDir }, '/').catch((error: Error) => {
    throw new Error(`${label}: ${error.message}`);
  });
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
}

interface CloneTiming {
  install: number;
  build: number;
  serve: number;
  total: number;
}

/** `npm start` in a fresh clone of `ref`, timed until GET / answers 200, with its phases. */
async function timeFreshClone(ref: string): Promise<CloneTiming> {
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: repo, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'apteek-bench-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', repo, dir]);
    execFileSync('git', ['checkout', '--quiet', commit], { cwd: dir });
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    let built: number | null = null;
    let installed: number | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (installed === null && output.includes('building the storefront')) installed = performance.now();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      while (performance.now() - started < 300_000) {
        if (built === null && existsSync(join(dir, 'apps/web/build/.source-hash'))) built = performance.now();
        const ok = await fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) {
          const done = performance.now();
          const s = (ms: number) => ms / 1000;
          return {
            install: s((installed ?? started) - started),
            build: s((built ?? done) - (installed ?? started)),
            serve: s(done - (built ?? done)),
            total: s(done - started),
          };
        }
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`npm start did not serve / within 300 s:\n${output}`);
    } finally {
      if (child.exitCode === null) {
        process.kill(-child.pid!, 'SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_CLONE !== '0') {
  for (let round = 1; round <= rounds; round++) {
    for (const ref of refs) {
      const t = await timeFreshClone(ref);
      console.log(
        `fresh clone of ${ref} (round ${round}): home page answered ${t.total.toFixed(1)} s after npm start` +
          ` (install ${t.install.toFixed(1)} s, build ${t.build.toFixed(1)} s, server start ${t.serve.toFixed(1)} s)`,
      );
    }
  }
}

if (process.env.BENCH_SERVER !== '0') {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-start-'));
  try {
    const first = await timeStart(dataDir, 'first start');
    const second = await timeStart(dataDir, 'second start');
    console.log(
      `first start (empty data dir, migrate + seed): home page answered after ${first.toFixed(2)} s`,
    );
    console.log(
      `second start (existing data):                  home page answered after ${second.toFixed(2)} s`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
