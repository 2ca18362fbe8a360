import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admitGuess,
  guessBuckets,
  guessesPerHour,
  HOUR,
  LOGIN_GUESS_LIMITS,
  settleGuess,
  type GuessBucket,
  type GuessOutcome,
  type GuessSource,
  type GuessState,
} from './login-guesses.ts';

const { account, device, ip } = LOGIN_GUESS_LIMITS;
const T0 = Date.parse('2026-12-01T10:00:00Z');

/** The stored buckets of one account, keyed as the server keys them (one row per key). */
class Store {
  rows = new Map<string, number>();
  keys(source: GuessSource, from: string): Partial<Record<GuessBucket, string>> {
    const key = { account: 'account', device: 'device', ip: `ip:${from}` };
    return Object.fromEntries(guessBuckets(source).map((bucket) => [bucket, key[bucket]]));
  }
  read(source: GuessSource, from: string): GuessState {
    const state: GuessState = {};
    for (const [bucket, key] of Object.entries(this.keys(source, from)) as [GuessBucket, string][]) {
      const value = this.rows.get(key);
      if (value !== undefined) state[bucket] = value;
    }
    return state;
  }
  write(source: GuessSource, from: string, state: Partial<Record<GuessBucket, number | null>>) {
    const keys = this.keys(source, from);
    for (const [bucket, value] of Object.entries(state) as [GuessBucket, number | null][]) {
      if (value === null) this.rows.delete(keys[bucket]!);
      else this.rows.set(keys[bucket]!, value);
    }
  }
  /** Admits a guess; answers whether it was checked (and then keeps its guess taken). */
  admit(source: GuessSource, from: string, at: number): boolean {
    const decision = admitGuess(this.read(source, from), source, at);
    if (decision.kind === 'refuse') return false;
    this.write(source, from, decision.state);
    return true;
  }
  settle(source: GuessSource, from: string, outcome: GuessOutcome) {
    this.write(source, from, settleGuess(this.read(source, from), source, outcome));
  }
  /** A whole login: admitted, checked, settled. */
  login(source: GuessSource, from: string, outcome: 'right' | 'wrong', at: number): 'checked' | 'refused' {
    if (!this.admit(source, from, at)) return 'refused';
    this.settle(source, from, outcome);
    return 'checked';
  }
}

describe('admitGuess and settleGuess', () => {
  it('checks five wrong passwords at once, then one every 12 minutes, and says how long to wait', () => {
    const store = new Store();
    for (let i = 0; i < account.burst; i += 1)
      expect(store.login('stranger', 'a', 'wrong', T0)).toBe('checked');
    const decision = admitGuess(store.read('stranger', 'a'), 'stranger', T0);
    expect(decision).toEqual({ kind: 'refuse', waitMs: account.everyMs });
    expect(store.login('stranger', 'a', 'wrong', T0 + account.everyMs - 1)).toBe('refused');
    expect(store.login('stranger', 'a', 'wrong', T0 + account.everyMs)).toBe('checked');
    expect(store.login('stranger', 'b', 'wrong', T0 + account.everyMs)).toBe('refused');
  });

  it('does not count a refusal', () => {
    const store = new Store();
    for (let i = 0; i < account.burst; i += 1) store.login('stranger', 'a', 'wrong', T0);
    const before = new Map(store.rows);
    for (let i = 0; i < 100; i += 1)
      expect(store.login('stranger', 'a', 'wrong', T0 + i * 1000)).toBe('refused');
    expect(store.rows).toEqual(before);
  });

  it('counts only wrong passwords: a right one gives its guess back', () => {
    const store = new Store();
    for (let i = 0; i < 50; i += 1) expect(store.login('stranger', 'a', 'right', T0)).toBe('checked');
    for (let i = 0; i < account.burst; i += 1)
      expect(store.login('stranger', 'a', 'wrong', T0)).toBe('checked');
    expect(store.login('stranger', 'a', 'right', T0)).toBe('refused');
  });

  it('never gives back more than a full bucket', () => {
    const store = new Store();
    expect(store.admit('stranger', 'a', T0)).toBe(true);
    // Settled long after the bucket refilled: nothing beyond the burst is saved up.
    store.settle('stranger', 'a', 'right');
    let checked = 0;
    while (store.admit('stranger', 'a', T0 + 2 * HOUR)) checked += 1;
    expect(checked).toBe(account.burst);
  });

  it("lets the owner's known device in while strangers wait, from its own bucket", () => {
    const store = new Store();
    for (let i = 0; i < account.burst; i += 1) store.login('stranger', 'a', 'wrong', T0);
    expect(store.login('stranger', 'owner-address', 'right', T0)).toBe('refused');
    expect(store.login('known-device', 'owner-address', 'right', T0)).toBe('checked');
    // The device's own typos are limited too (a stolen cookie), and a right password starts it again.
    for (let i = 0; i < device.burst - 1; i += 1) store.login('known-device', 'x', 'wrong', T0);
    expect(store.login('known-device', 'x', 'right', T0)).toBe('checked');
    expect(store.rows.has('device')).toBe(false);
    for (let i = 0; i < device.burst; i += 1) store.login('known-device', 'x', 'wrong', T0);
    expect(store.login('known-device', 'x', 'right', T0)).toBe('refused');
  });

  it('gives back a guess whose check failed without an answer, and keeps the device counted', () => {
    const store = new Store();
    for (let i = 0; i < device.burst - 1; i += 1) store.login('known-device', 'x', 'wrong', T0);
    expect(store.admit('known-device', 'x', T0)).toBe(true);
    store.settle('known-device', 'x', 'unchecked');
    expect(store.login('known-device', 'x', 'wrong', T0)).toBe('checked');
    expect(store.login('known-device', 'x', 'right', T0)).toBe('refused');
    expect(store.admit('stranger', 'a', T0)).toBe(true);
    store.settle('stranger', 'a', 'unchecked');
    for (let i = 0; i < account.burst; i += 1)
      expect(store.login('stranger', 'a', 'wrong', T0)).toBe('checked');
  });

  it('limits one address across accounts to 20 at once', () => {
    let state: GuessState = {};
    let checked = 0;
    // A fresh account each time: only the address's bucket carries over.
    for (let i = 0; i < 40; i += 1) {
      const decision = admitGuess({ ip: state.ip }, 'stranger', T0);
      if (decision.kind === 'check') {
        checked += 1;
        state = decision.state;
      }
    }
    expect(checked).toBe(ip.burst);
  });

  it('keeps the owner in through the measured attack: a wrong guess whenever the wait ends', () => {
    const store = new Store();
    let refusedOwner = 0;
    for (let minute = 0; minute < 24 * 5; minute += 1) {
      const at = T0 + minute * 60_000;
      while (store.login('stranger', 'attacker', 'wrong', at) === 'checked');
      if (minute % 5 === 0 && store.login('known-device', 'owner', 'right', at + 1) === 'refused')
        refusedOwner += 1;
    }
    expect(refusedOwner).toBe(0);
  });

  it("gives the attacker nothing from the owner's right passwords on new devices", () => {
    const store = new Store();
    let attackerChecked = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      const at = T0 + minute * 60_000;
      if (store.login('stranger', `new-device-${minute}`, 'right', at) === 'checked') {
        while (store.admit('stranger', 'attacker', at)) attackerChecked += 1;
      }
      while (store.admit('stranger', 'attacker', at)) attackerChecked += 1;
    }
    expect(attackerChecked).toBe(guessesPerHour(account) - 1);
  });

  it('names at most ten guesses an hour for an account and forty for an address', () => {
    expect(guessesPerHour(account)).toBe(10);
    expect(guessesPerHour(ip)).toBe(40);
    expect(Math.max(account.everyMs, device.everyMs, ip.everyMs)).toBeLessThanOrEqual(15 * 60_000);
  });
});

type Event =
  | { kind: 'attacker'; gapMs: number; tries: number; address: number; settleAfter: number }
  | {
      kind: 'owner';
      gapMs: number;
      typos: number;
      source: GuessSource;
      address: number;
      settleAfter: number;
    };

/** Login events: a step of time (ms), then who tries what from where. */
const attackerGuess = fc.record({
  kind: fc.constant('attacker' as const),
  gapMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20 * 60_000 })),
  /** Guesses sent at once, the same instant. */
  tries: fc.integer({ min: 1, max: 12 }),
  address: fc.integer({ min: 0, max: 50 }),
  /** How many later events its check is still under way (concurrent requests). */
  settleAfter: fc.integer({ min: 0, max: 3 }),
});
const ownerVisit = fc.record({
  kind: fc.constant('owner' as const),
  gapMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 * 60_000 })),
  typos: fc.integer({ min: 0, max: device.burst - 1 }),
  source: fc.constantFrom<GuessSource>('known-device', 'stranger'),
  address: fc.integer({ min: 0, max: 50 }),
  settleAfter: fc.integer({ min: 0, max: 3 }),
});
const events: fc.Arbitrary<Event[]> = fc.array(fc.oneof(attackerGuess, attackerGuess, ownerVisit), {
  maxLength: 300,
});

/** Runs the events; answers the instants of the attacker's checked guesses and the owner's refusals on the device. */
function run(list: Event[]) {
  const store = new Store();
  const pending: { due: number; settle: () => void }[] = [];
  const checked: number[] = [];
  let ownerRefusedOnDevice = 0;
  let at = T0;
  list.forEach((event, index) => {
    at += event.gapMs;
    for (const open of pending.filter((p) => p.due <= index)) open.settle();
    pending.splice(0, pending.length, ...pending.filter((p) => p.due > index));
    const from = `address-${event.address}`;
    if (event.kind === 'attacker') {
      for (let i = 0; i < event.tries; i += 1) {
        if (!store.admit('stranger', from, at)) continue;
        checked.push(at);
        pending.push({
          due: index + event.settleAfter,
          settle: () => store.settle('stranger', from, 'wrong'),
        });
      }
      return;
    }
    for (let i = 0; i < event.typos; i += 1) store.login(event.source, from, 'wrong', at);
    const admitted = store.admit(event.source, from, at);
    if (!admitted && event.source === 'known-device') ownerRefusedOnDevice += 1;
    if (admitted) {
      const settle = () => store.settle(event.source, from, 'right');
      if (event.source === 'known-device') settle();
      else pending.push({ due: index + event.settleAfter, settle });
    }
  });
  return { checked, ownerRefusedOnDevice };
}

describe('login guesses under any interleaving', () => {
  it("never refuses the owner's right password on a known device", () => {
    fc.assert(
      fc.property(events, (list) => {
        expect(run(list).ownerRefusedOnDevice).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('lets an attacker at most N guesses per hour per account, from whatever addresses', () => {
    const most = guessesPerHour(account);
    fc.assert(
      fc.property(events, (list) => {
        const { checked } = run(list);
        for (let i = 0; i < checked.length; i += 1) {
          const inHour = checked.filter((at) => at >= checked[i]! && at <= checked[i]! + HOUR).length;
          expect(inHour).toBeLessThanOrEqual(most);
        }
      }),
      { numRuns: 300 },
    );
  });
});
