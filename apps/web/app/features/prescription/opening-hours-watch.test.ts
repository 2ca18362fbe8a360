import { defaultOpeningTimes, type OpeningTimes } from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { accessOf, createOpeningHoursStore, type OpeningHoursWatchDeps } from './opening-hours-watch.ts';

/** Wednesday 2 December 2026 (no holiday), Tallinn is UTC+2 in winter: 09:00–21:00. */
const HOURS: OpeningTimes = defaultOpeningTimes([2026]);
const tallinn = (time: string) => Date.parse(`2026-12-02T${time}+02:00`);

/** A clock and timers the test moves by hand, as the browser's would run. */
function fakeBrowser(start: number) {
  let now = start;
  let timer: { at: number; run: () => void } | null = null;
  const warnings: number[] = [];
  let closedChecks = 0;
  const fetchTimes = vi.fn(async () => HOURS);
  const deps: OpeningHoursWatchDeps = {
    now: () => now,
    fetchTimes,
    setTimer: (run, ms) => {
      const set = { at: now + ms, run };
      timer = set;
      return () => {
        if (timer === set) timer = null;
      };
    },
    onWarning: (minutes) => void warnings.push(minutes),
    onClosed: () => void closedChecks++,
  };
  /** Moves the clock to `until`, running each minute's check as it falls due. */
  async function advanceTo(until: number) {
    while (timer && timer.at <= until) {
      const due: { at: number; run: () => void } = timer;
      timer = null;
      now = due.at;
      due.run();
      await vi.waitFor(() => expect(timer).not.toBeNull(), { interval: 1 });
    }
    now = until;
  }
  return { deps, warnings, fetchTimes, advanceTo, closed: () => closedChecks, nextAt: () => timer?.at };
}

describe('the opening hours check', () => {
  it('fetches the hours once and checks at each whole minute', async () => {
    const store = createOpeningHoursStore();
    const browser = fakeBrowser(tallinn('20:20:30'));
    const stop = store.watch(browser.deps);
    await vi.waitFor(() => expect(store.snapshot().minutesTillClosing).toBe(40));
    expect(browser.nextAt()).toBe(tallinn('20:21:00'));
    await browser.advanceTo(tallinn('20:25:10'));
    expect(store.snapshot().minutesTillClosing).toBe(35);
    expect(browser.nextAt()).toBe(tallinn('20:26:00'));
    expect(browser.fetchTimes).toHaveBeenCalledTimes(1);
    stop();
  });

  it('warns once at preWarn and once at lastWarn, then removes at closing', async () => {
    const store = createOpeningHoursStore();
    const browser = fakeBrowser(tallinn('20:25:00'));
    const stop = store.watch(browser.deps);
    await vi.waitFor(() => expect(store.snapshot().minutesTillClosing).toBe(35));
    await browser.advanceTo(tallinn('20:40:00'));
    expect(browser.warnings).toEqual([30]);
    await browser.advanceTo(tallinn('20:59:00'));
    expect(browser.warnings).toEqual([30, 15]);
    expect(browser.closed()).toBe(0);
    await browser.advanceTo(tallinn('21:00:00'));
    expect(store.snapshot().minutesTillClosing).toBe(0);
    expect(browser.closed()).toBe(1);
    expect(browser.warnings).toEqual([30, 15]);
    stop();
  });

  it('warns at the tightest threshold reached when the page opens late, and not again', async () => {
    const store = createOpeningHoursStore();
    const browser = fakeBrowser(tallinn('20:50:00'));
    const stop = store.watch(browser.deps);
    await vi.waitFor(() => expect(browser.warnings).toEqual([10]));
    await browser.advanceTo(tallinn('20:55:00'));
    expect(browser.warnings).toEqual([10]);
    stop();
  });

  it('blocks new customers within 20 minutes, the centre at 10, and buying at 0', async () => {
    const store = createOpeningHoursStore();
    const browser = fakeBrowser(tallinn('20:39:00'));
    const stop = store.watch(browser.deps);
    await vi.waitFor(() => expect(store.snapshot().minutesTillClosing).toBe(21));
    expect(accessOf(store.snapshot())).toMatchObject({ newCustomersWelcome: true, centreOpen: true });
    await browser.advanceTo(tallinn('20:40:00'));
    expect(accessOf(store.snapshot())).toMatchObject({ newCustomersWelcome: false, centreOpen: true });
    await browser.advanceTo(tallinn('20:50:00'));
    expect(accessOf(store.snapshot())).toMatchObject({ centreOpen: false, open: true });
    await browser.advanceTo(tallinn('21:00:00'));
    expect(accessOf(store.snapshot())).toMatchObject({ open: false });
    stop();
  });

  it('knows nothing and blocks nothing while the hours cannot be fetched, and asks again', async () => {
    const store = createOpeningHoursStore();
    const browser = fakeBrowser(tallinn('20:59:30'));
    browser.fetchTimes.mockRejectedValueOnce(new Error('offline'));
    const stop = store.watch(browser.deps);
    await vi.waitFor(() => expect(browser.nextAt()).toBe(tallinn('21:00:00')));
    expect(accessOf(store.snapshot())).toBeNull();
    expect(browser.closed()).toBe(0);
    await browser.advanceTo(tallinn('21:00:00'));
    expect(browser.fetchTimes).toHaveBeenCalledTimes(2);
    expect(browser.closed()).toBe(1);
    stop();
  });
});
