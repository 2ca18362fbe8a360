import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDLE_HUB,
  REALTIME_RECONNECT_MS,
  parseRealtimeEvent,
  stepHub,
  type HubConnection,
  type HubEffect,
  type HubInput,
} from './realtime-hub.ts';

function run(inputs: HubInput[], from: HubConnection = IDLE_HUB) {
  let state = from;
  const effects: HubEffect[] = [];
  for (const input of inputs) {
    const step = stepHub(state, input);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('the hub connection', () => {
  it('connects nothing while the cart token is null', () => {
    expect(run([{ type: 'key', key: null }])).toEqual({ state: IDLE_HUB, effects: [] });
  });

  it('connects with the token, and again 5 s after a failure or close', () => {
    const { state, effects } = run([
      { type: 'key', key: 'cart-a' },
      { type: 'opened', attempt: 1 },
      { type: 'closed', attempt: 1 },
      { type: 'retry', attempt: 1 },
      { type: 'closed', attempt: 2 },
    ]);
    expect(effects).toEqual([
      { type: 'connect', key: 'cart-a', attempt: 1 },
      { type: 'wait', ms: 5000, attempt: 1 },
      { type: 'connect', key: 'cart-a', attempt: 2 },
      { type: 'wait', ms: REALTIME_RECONNECT_MS, attempt: 2 },
    ]);
    expect(state).toEqual({ key: 'cart-a', phase: 'waiting', attempt: 2 });
  });

  it('restarts when the key changes and stops at null', () => {
    const { effects, state } = run([
      { type: 'key', key: 'cart-a' },
      { type: 'opened', attempt: 1 },
      { type: 'key', key: 'cart-a' },
      { type: 'key', key: 'cart-b' },
      // The replaced socket's close arrives late and changes nothing.
      { type: 'closed', attempt: 1 },
      { type: 'opened', attempt: 2 },
      { type: 'key', key: null },
    ]);
    expect(effects).toEqual([
      { type: 'connect', key: 'cart-a', attempt: 1 },
      { type: 'disconnect' },
      { type: 'connect', key: 'cart-b', attempt: 2 },
      { type: 'disconnect' },
    ]);
    expect(state.phase).toBe('idle');
  });

  it('cancels a pending reconnect when the key changes', () => {
    const { effects } = run([
      { type: 'key', key: 'cart-a' },
      { type: 'closed', attempt: 1 },
      { type: 'key', key: null },
      { type: 'retry', attempt: 1 },
    ]);
    expect(effects.slice(-1)).toEqual([{ type: 'cancel-wait' }]);
  });

  it('never holds more than one socket or timer, and never connects without a key', () => {
    const input = fc.oneof(
      fc.record({ type: fc.constant('key' as const), key: fc.constantFrom(null, 'cart-a', 'cart-b') }),
      fc.record({
        type: fc.constantFrom('opened' as const, 'closed' as const, 'retry' as const),
        attempt: fc.integer({ min: 0, max: 6 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(input, { maxLength: 40 }), (inputs) => {
        let state = IDLE_HUB;
        let sockets = 0;
        let timers = 0;
        for (const step of inputs) {
          const next = stepHub(state, step);
          // A socket closes itself (the 'closed' input) or is closed by a disconnect effect.
          if (step.type === 'closed' && next.state.phase === 'waiting' && state.phase !== 'waiting')
            sockets--;
          if (step.type === 'retry' && next.effects.length > 0) timers--;
          for (const effect of next.effects) {
            if (effect.type === 'connect') {
              expect(effect.key).toBe(next.state.key);
              sockets++;
            }
            if (effect.type === 'disconnect') sockets--;
            if (effect.type === 'wait') timers++;
            if (effect.type === 'cancel-wait') timers--;
          }
          state = next.state;
          expect(sockets + timers).toBe(state.phase === 'idle' ? 0 : 1);
          expect(state.key === null).toBe(state.phase === 'idle');
        }
      }),
    );
  });
});

describe('a hub message', () => {
  it('reads as a typed event', () => {
    const message = {
      type: 'PrescriptionListCallback',
      cartCode: 'abc',
      result: 'NotFound',
      reasonCode: null,
      prescriptionNumber: null,
    };
    expect(parseRealtimeEvent(JSON.stringify(message))).toEqual(message);
    expect(parseRealtimeEvent(JSON.stringify({ ...message, reasonCode: undefined }))).toEqual(message);
  });

  it('reads the live chat’s event: a new message or the chat closed', () => {
    for (const result of ['Message', 'Closed']) {
      const chat = {
        type: 'ChatCallback',
        cartCode: 'abc',
        result,
        reasonCode: null,
        prescriptionNumber: null,
      };
      expect(parseRealtimeEvent(JSON.stringify(chat))).toEqual(chat);
    }
  });

  it('is nothing when it is not one', () => {
    for (const text of ['', 'null', '[]', '{"type":"Other","cartCode":"a","result":"x"}', '{"type":1}'])
      expect(parseRealtimeEvent(text)).toBeNull();
    const noResult = { type: 'PrescriptionDetailCallback', cartCode: 'a', result: 5 };
    expect(parseRealtimeEvent(JSON.stringify(noResult))).toBeNull();
  });
});
