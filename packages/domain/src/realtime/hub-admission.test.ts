import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUB_LIMITS, hubRefusalOf, hubTotalWithin, type HubLimits } from './hub-admission.ts';

const limits: HubLimits = { perCart: 2, perAddress: 3, total: 5, idleMs: 1000 };

describe('the hub admission', () => {
  it('lets a socket in while every count is under its cap', () => {
    expect(hubRefusalOf({ total: 4, ofCart: 1, ofAddress: 2 }, limits)).toBeNull();
  });

  it('refuses the third socket of a cart, the fourth of an address and the sixth of the hub', () => {
    expect(hubRefusalOf({ total: 2, ofCart: 2, ofAddress: 2 }, limits)).toBe('cart');
    expect(hubRefusalOf({ total: 3, ofCart: 0, ofAddress: 3 }, limits)).toBe('address');
    expect(hubRefusalOf({ total: 5, ofCart: 0, ofAddress: 0 }, limits)).toBe('total');
  });

  it('names the widest cap first: a full hub refuses whoever asks', () => {
    expect(hubRefusalOf({ total: 5, ofCart: 2, ofAddress: 3 }, limits)).toBe('total');
    expect(hubRefusalOf({ total: 3, ofCart: 2, ofAddress: 3 }, limits)).toBe('address');
  });

  it('counts no address when the per-address cap is off', () => {
    expect(hubRefusalOf({ total: 4, ofCart: 0, ofAddress: 400 }, { ...limits, perAddress: null })).toBeNull();
  });

  it('keeps the hub to half the open-file limit', () => {
    expect(hubTotalWithin(HUB_LIMITS.total, 1024)).toBe(512);
    expect(hubTotalWithin(HUB_LIMITS.total, 1_048_576)).toBe(HUB_LIMITS.total);
    expect(hubTotalWithin(HUB_LIMITS.total, null)).toBe(HUB_LIMITS.total);
    expect(hubTotalWithin(10, 1)).toBe(1);
  });

  it('never lets a cart, an address or the hub past its cap, whatever opens and closes', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('open' as const),
        cart: fc.constantFrom('a', 'b', 'c', 'd'),
        address: fc.constantFrom('10.0.0.1', '10.0.0.2', '10.0.0.3'),
      }),
      fc.record({ type: fc.constant('close' as const), index: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 80 }), (events) => {
        const open: { cart: string; address: string }[] = [];
        for (const step of events) {
          if (step.type === 'close') {
            if (open.length > 0) open.splice(step.index % open.length, 1);
            continue;
          }
          const load = {
            total: open.length,
            ofCart: open.filter((socket) => socket.cart === step.cart).length,
            ofAddress: open.filter((socket) => socket.address === step.address).length,
          };
          if (hubRefusalOf(load, limits) === null) open.push(step);
          expect(open.length).toBeLessThanOrEqual(limits.total);
          expect(open.filter((socket) => socket.cart === step.cart).length).toBeLessThanOrEqual(2);
          expect(open.filter((socket) => socket.address === step.address).length).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
