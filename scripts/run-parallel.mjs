// Runs npm scripts side by side and fails if any of them fails: `npm test` runs its checks this
// way (ESLint, Prettier, TypeScript and the build are single-threaded for most of their time, so
// on two cores they take about half as long together as one after the other). Each script's
// output is held and printed whole when it ends, so the logs do not interleave. Plain Node.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

/** Each script's wall time in seconds, written to PARALLEL_TIMES_FILE when set (for `npm test`'s summary). */
const times = {};

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      times[script] = (Date.now() - started) / 1000;
      const seconds = times[script].toFixed(1);
      const ok = code === 0;
      process.stdout.write(
        `\n── npm run ${script}: ${ok ? 'passed' : `failed (${signal ?? code})`}, ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
if (process.env.PARALLEL_TIMES_FILE) writeFileSync(process.env.PARALLEL_TIMES_FILE, JSON.stringify(times));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
