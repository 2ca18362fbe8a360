import {
  closingWarningDue,
  minutesTillClosing,
  msToNextMinute,
  prescriptionAccess,
  type OpeningTimes,
  type PrescriptionAccess,
} from '@apteek/domain';

/** The opening hours part of the prescription state (openingTimes, minutesTillClosing). */
export interface OpeningHoursState {
  openingTimes: OpeningTimes | null;
  /** Null until the hours are known. */
  minutesTillClosing: number | null;
  /** The warning thresholds (preWarn, lastWarn) already shown today. */
  warned: readonly number[];
}

export const UNKNOWN_HOURS: OpeningHoursState = { openingTimes: null, minutesTillClosing: null, warned: [] };

export interface OpeningHoursWatchDeps {
  now: () => number;
  fetchTimes: () => Promise<OpeningTimes>;
  /** Runs `run` after `ms`; returns the cancel. */
  setTimer: (run: () => void, ms: number) => () => void;
  /** A closing warning is due (at preWarn and lastWarn, persistent). */
  onWarning: (minutes: number) => void;
  /** A check found prescriptions closed (0 minutes): prescription lines must go. */
  onClosed: () => void;
}

type Listener = () => void;

/**
 * The page's opening-hours state and its check: the hours fetched
 * once per page life, the minutes till closing counted with the browser's clock every 60 s
 * aligned to the minute.
 */
export function createOpeningHoursStore() {
  let state: OpeningHoursState = UNKNOWN_HOURS;
  const listeners = new Set<Listener>();
  let times: Promise<OpeningTimes | null> | null = null;

  function set(next: Partial<OpeningHoursState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  async function check(deps: OpeningHoursWatchDeps): Promise<void> {
    times ??= deps.fetchTimes().catch(() => null);
    const openingTimes = await times;
    // A failed fetch is tried again at the next check.
    if (!openingTimes) {
      times = null;
      return;
    }
    const minutes = minutesTillClosing(new Date(deps.now()), openingTimes);
    // Past the warnings (a new opening), they may be shown again before the next closing.
    const before = minutes > openingTimes.preWarnBeforeClosingMinutes || minutes === 0 ? [] : state.warned;
    const due = closingWarningDue(minutes, openingTimes, before);
    set({
      openingTimes,
      minutesTillClosing: minutes,
      warned: due === null ? before : [...before, due],
    });
    if (due !== null) deps.onWarning(minutes);
    if (minutes === 0) deps.onClosed();
  }

  return {
    snapshot: (): OpeningHoursState => state,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    check,

    /** Checks now, then at every whole minute until stopped. */
    watch(deps: OpeningHoursWatchDeps): () => void {
      let stopped = false;
      let cancel: () => void = () => {};
      const tick = () => {
        void check(deps).finally(() => {
          if (!stopped) cancel = deps.setTimer(tick, msToNextMinute(new Date(deps.now())));
        });
      };
      tick();
      return () => {
        stopped = true;
        cancel();
      };
    },
  };
}

export type OpeningHoursStore = ReturnType<typeof createOpeningHoursStore>;

/** The page's one opening-hours store. */
export const openingHoursStore = createOpeningHoursStore();

/** What the hours allow now; everything open while they are unknown (the server decides anyway). */
export function accessOf(state: OpeningHoursState): PrescriptionAccess | null {
  if (!state.openingTimes || state.minutesTillClosing === null) return null;
  return prescriptionAccess(state.minutesTillClosing, state.openingTimes);
}
