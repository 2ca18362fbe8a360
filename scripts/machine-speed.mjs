// How fast this machine's one core runs JavaScript, as the milliseconds of a fixed piece of work
// (sorting, string building, JSON, a map): the suite's times are compared across machines of the
// same kind by it, since the same code has taken 20-30 % longer on one than on another. Printed
// by `npm test` before its first phase; `node scripts/machine-speed.mjs` prints it alone.
import { fileURLToPath } from 'node:url';

function work() {
  let seed = 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const numbers = Array.from({ length: 200_000 }, random).sort((a, b) => a - b);
  const rows = numbers
    .slice(0, 20_000)
    .map((n, i) => ({ id: i, name: `product ${i}`, price: Math.round(n * 1e4) }));
  const parsed = JSON.parse(JSON.stringify(rows));
  const byName = new Map(parsed.map((row) => [row.name, row]));
  let total = 0;
  for (let i = 0; i < 20_000; i += 1) total += byName.get(`product ${i}`).price;
  return total;
}

/** The fewest milliseconds of five rounds of the work, after one to warm up: the least disturbed round. */
export function machineSpeed() {
  work();
  const rounds = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    work();
    rounds.push(performance.now() - started);
  }
  return Math.round(Math.min(...rounds));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`machine speed: ${machineSpeed()} ms`);
