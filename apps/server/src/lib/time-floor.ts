import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers (or fails) no sooner than `floorMs` after it began, so that how long the
 * work took (an account found or not) cannot be read from the answer's timing.
 */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(Math.ceil(left));
  }
}
