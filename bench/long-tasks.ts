// npm run bench:long-tasks — the main thread's long tasks of a first visit, from a Chromium trace at
// 4× CPU slowdown (as Lighthouse's mobile profile slows the CPU), for the five pages
// bench:lighthouse audits: home, the largest category, a product page, the checkout with a cart of
// one product and the prescription centre. Per page, the medians over BENCH_RUNS visits of the
// first contentful paint, the tasks over 50 ms after it and their blocking time (each task's time
// past 50 ms, summed: Lighthouse's TBT, measured rather than simulated), then the longest tasks of
// the median visit with what they did (script evaluation, function calls, parsing, style, layout,
// paint, collection). Lighthouse's TBT on a 2-core machine spreads over several times its median
// from run to run; this one follows a change's own tasks, and names them.
//   Needs a built web app: npm run build (or WEB_BUILD_DIR=…).
//   BENCH_RUNS=5  BENCH_CPU_SLOWDOWN=4  BENCH_PAGES=home,category,product,checkout,prescriptions
//   BENCH_PORT=3217  CHROMIUM_PATH=/usr/bin/chromium
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startServer } from './bench-server.ts';
import { addOneToCartThenEmptyCache, CART_PRODUCT } from './cart-of-one.ts';
import { samplePaths } from './js-fetched.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const port = Number(process.env.BENCH_PORT ?? 3217);
const pageNames = (process.env.BENCH_PAGES ?? 'home,category,product,checkout,prescriptions').split(',');
/** How long the trace runs on after `load`: the hydration, its effects and the parts loaded then. */
const AFTER_LOAD_MS = 3_000;
/** A task longer than this blocks input (Lighthouse's long task). */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

interface LongTask {
  /** Milliseconds after the first contentful paint. */
  at: number;
  ms: number;
  /** What ran inside it: milliseconds by kind, largest first. */
  parts: [string, number][];
}

interface Visit {
  fcpMs: number;
  tasks: LongTask[];
  blockingMs: number;
}

/** The kinds a task's time is told in, by the trace events that stand for them. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  'v8.compile': 'script evaluation',
  'v8.compileModule': 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.run': 'script evaluation',
  FunctionCall: 'function calls',
  'v8.callFunction': 'function calls',
  TimerFire: 'function calls',
  EventDispatch: 'function calls',
  FireAnimationFrame: 'function calls',
  RunMicrotasks: 'function calls',
  ParseHTML: 'HTML parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

/**
 * The long tasks of one trace after the first contentful paint, on the page's main thread (the
 * renderer thread that painted it), each with its time told by kind: a nested event counts once,
 * under the outermost kind that holds it.
 */
function longTasks(events: TraceEvent[]): Visit | null {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const onMain = events
    .filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts);
  const tasks: LongTask[] = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < fcp.ts || task.dur! / 1000 <= LONG_TASK_MS) continue;
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    let coveredUntil = task.ts;
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      const kind = KINDS[event.name];
      if (!kind || event.ts < coveredUntil) continue;
      parts.set(kind, (parts.get(kind) ?? 0) + event.dur! / 1000);
      coveredUntil = event.ts + event.dur!;
    }
    // Time no traced event of these kinds covers: the task's own work, and the pauses of the CPU
    // slowdown that fall between events.
    const told = [...parts.values()].reduce((total, time) => total + time, 0);
    if (task.dur! / 1000 - told >= 1) parts.set('other', task.dur! / 1000 - told);
    tasks.push({
      at: (task.ts - fcp.ts) / 1000,
      ms: task.dur! / 1000,
      parts: [...parts].sort((a, b) => b[1] - a[1]),
    });
  }
  // The page's own navigation, by the id the paint names (about:blank's comes first).
  const navigationId = (event: TraceEvent) =>
    (event.args?.data as { navigationId?: string } | undefined)?.navigationId;
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && navigationId(event) === navigationId(fcp),
  );
  return {
    fcpMs: navigation ? (fcp.ts - navigation.ts) / 1000 : Number.NaN,
    tasks,
    blockingMs: tasks.reduce((total, task) => total + task.ms - LONG_TASK_MS, 0),
  };
}

/** One first visit to `url` in a fresh context at the CPU slowdown, traced until AFTER_LOAD_MS after load. */
async function tracedVisit(browser: Browser, url: string, cartOf?: string): Promise<Visit> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (cartOf) await addOneToCartThenEmptyCache(page, cartOf);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'v8',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const visit = longTasks(trace.traceEvents);
  if (!visit) throw new Error(`${url}: no first contentful paint in the trace`);
  return visit;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'apteek-bench-long-tasks-'));
  const server = await startServer(port, { DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const paths = await samplePaths(server.origin);
    console.log(`long tasks after the first paint, ${slowdown}× CPU, medians of ${runs} first visits`);
    for (const name of pageNames) {
      const path = paths[name];
      if (!path) throw new Error(`BENCH_PAGES: no page ${name}`);
      await fetch(`${server.origin}${path}`); // the server's caches warm, as a shop in use has them
      const cartOf = name === 'checkout' ? `${server.origin}${CART_PRODUCT}` : undefined;
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run++)
        visits.push(await tracedVisit(browser, server.origin + path, cartOf));
      const blocking = median(visits.map((visit) => visit.blockingMs));
      // A visit whose trace lost its navigation's start has no FCP time (its tasks still count).
      const fcps = visits.map((visit) => visit.fcpMs).filter((fcp) => !Number.isNaN(fcp));
      console.log(
        `${name.padEnd(13)} FCP ${fcps.length > 0 ? ms(median(fcps)) : '—'}, ` +
          `${median(visits.map((visit) => visit.tasks.length))} long tasks, blocking ${ms(blocking)} ` +
          `(${visits.map((visit) => Math.round(visit.blockingMs)).join(' / ')})  ${path}`,
      );
      const typical = visits.find((visit) => visit.blockingMs === blocking)!;
      for (const task of [...typical.tasks].sort((a, b) => b.ms - a.ms).slice(0, 4)) {
        const parts = task.parts.map(([kind, time]) => `${kind} ${ms(time)}`).join(', ');
        console.log(`    ${ms(task.ms).padStart(7)} at +${ms(task.at)}: ${parts}`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
