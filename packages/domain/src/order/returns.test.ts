import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkReturn,
  refundable,
  returnKindOf,
  returnableUnits,
  stepReturn,
  unitsValue,
  withdrawalDeadline,
  type ReturnDecision,
  type ReturnLine,
  type ReturnOrder,
  type ReturnState,
} from './returns.ts';
import { stepLife } from './order-life.ts';

const DAY = 24 * 60 * 60 * 1000;
const received = new Date('2026-11-02T10:00:00Z');

const line = (changes: Partial<ReturnLine> = {}): ReturnLine => ({
  lineId: 1,
  qty: 3,
  paid: 1000,
  kind: 'goods',
  claimed: 0,
  ...changes,
});

const order = (changes: Partial<ReturnOrder> = {}): ReturnOrder => ({
  stage: 'delivered',
  receivedAt: received,
  lines: [line(), line({ lineId: 2, qty: 1, paid: 599, kind: 'medicine' })],
  shipping: 399,
  paidTotal: 1998,
  refundedTotal: 0,
  ...changes,
});

const soon = new Date(received.getTime() + 3 * DAY);

describe('returnKindOf', () => {
  const product = { typeId: 'simple', typeCode: 100, isMedicine: false, group: 'supplement' };
  it('calls a prescription line, a medicine flag, an OTC or prescription code or group a medicine', () => {
    expect(returnKindOf(product, 'RX1')).toBe('medicine');
    expect(returnKindOf({ ...product, isMedicine: true }, null)).toBe('medicine');
    expect(returnKindOf({ ...product, typeCode: 200 }, null)).toBe('medicine');
    expect(returnKindOf({ ...product, typeCode: 300 }, null)).toBe('medicine');
    expect(returnKindOf({ ...product, group: 'otc' }, null)).toBe('medicine');
  });
  it('keeps hygiene and cosmetics sealed, services and lost products out, the rest goods', () => {
    expect(returnKindOf({ ...product, group: 'hygiene' }, null)).toBe('sealed');
    expect(returnKindOf({ ...product, group: 'cosmetics' }, null)).toBe('sealed');
    expect(returnKindOf({ ...product, typeId: 'virtual' }, null)).toBe('notGoods');
    expect(returnKindOf({ ...product, group: 'service' }, null)).toBe('notGoods');
    expect(returnKindOf(null, null)).toBe('notGoods');
    expect(returnKindOf(product, null)).toBe('goods');
  });
});

describe('withdrawalDeadline', () => {
  it('ends at the local midnight after the 14th day from the day the goods were taken', () => {
    // 12:00 in Tallinn on 2 November (winter time, UTC+2): the period runs to the end of 16 November.
    expect(withdrawalDeadline(received).toISOString()).toBe('2026-11-16T22:00:00.000Z');
    // 23:50 local on 2 November is still 2 November there.
    expect(withdrawalDeadline(new Date('2026-11-02T21:50:00Z')).toISOString()).toBe(
      '2026-11-16T22:00:00.000Z',
    );
    // Summer time (UTC+3), and across the clock change at the end of October.
    expect(withdrawalDeadline(new Date('2026-07-01T08:00:00Z')).toISOString()).toBe(
      '2026-07-15T21:00:00.000Z',
    );
    expect(withdrawalDeadline(new Date('2026-10-20T08:00:00Z')).toISOString()).toBe(
      '2026-11-03T22:00:00.000Z',
    );
  });

  it('is always more than 14 and at most 15 days after the goods were taken', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (at) => {
          const span = withdrawalDeadline(at).getTime() - at.getTime();
          expect(span).toBeGreaterThan(14 * DAY - 60 * 60 * 1000);
          expect(span).toBeLessThanOrEqual(15 * DAY + 60 * 60 * 1000);
        },
      ),
    );
  });
});

describe('checkReturn', () => {
  it('accepts units of a non-medicine line within the period and values them at what they cost', () => {
    expect(checkReturn(order(), { lines: [{ lineId: 1, qty: 2 }] }, soon)).toEqual({
      ok: true,
      lines: [{ lineId: 1, qty: 2 }],
      amount: 666,
    });
  });

  it('refuses an order not yet received, and one whose period is over', () => {
    const ask = { lines: [{ lineId: 1, qty: 1 }] };
    expect(checkReturn(order({ stage: 'handedToCarrier', receivedAt: null }), ask, soon)).toEqual({
      ok: false,
      refusal: 'notReceived',
    });
    expect(checkReturn(order(), ask, new Date('2026-11-16T21:59:59Z')).ok).toBe(true);
    expect(checkReturn(order(), ask, new Date('2026-11-16T22:00:00Z'))).toEqual({
      ok: false,
      refusal: 'periodOver',
    });
  });

  it('refuses medicines, unknown lines, more than bought, units already claimed, and nothing', () => {
    const refusal = (ask: { lineId: number; qty: number; unopened?: boolean }[], o = order()) =>
      checkReturn(o, { lines: ask }, soon);
    expect(refusal([{ lineId: 2, qty: 1 }])).toEqual({ ok: false, refusal: 'medicine', lineId: 2 });
    expect(refusal([{ lineId: 9, qty: 1 }])).toEqual({ ok: false, refusal: 'unknownLine', lineId: 9 });
    expect(refusal([{ lineId: 1, qty: 4 }])).toEqual({ ok: false, refusal: 'tooMany', lineId: 1 });
    expect(
      refusal([
        { lineId: 1, qty: 2 },
        { lineId: 1, qty: 2 },
      ]),
    ).toMatchObject({ refusal: 'tooMany' });
    const claimed = order({ lines: [line({ claimed: 2 })] });
    expect(refusal([{ lineId: 1, qty: 2 }], claimed)).toEqual({
      ok: false,
      refusal: 'alreadyRequested',
      lineId: 1,
    });
    expect(refusal([])).toEqual({ ok: false, refusal: 'noLines' });
    expect(refusal([{ lineId: 1, qty: 0 }])).toEqual({ ok: false, refusal: 'noLines' });
  });

  it('takes sealed goods back only when the customer says the package is unopened', () => {
    const sealed = order({ lines: [line({ kind: 'sealed' })] });
    expect(checkReturn(sealed, { lines: [{ lineId: 1, qty: 1 }] }, soon)).toEqual({
      ok: false,
      refusal: 'opened',
      lineId: 1,
    });
    expect(checkReturn(sealed, { lines: [{ lineId: 1, qty: 1, unopened: true }] }, soon).ok).toBe(true);
  });

  it('refunds the delivery too when the whole order is withdrawn', () => {
    const goodsOnly = order({ lines: [line({ claimed: 1 })], paidTotal: 1399, refundedTotal: 333 });
    expect(checkReturn(goodsOnly, { lines: [{ lineId: 1, qty: 2 }] }, soon)).toEqual({
      ok: true,
      lines: [{ lineId: 1, qty: 2 }],
      amount: 667 + 399,
    });
  });
});

describe('refunds', () => {
  it('values a line in parts so that all its units cost exactly what the row did', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 20 }),
        (qty, paid, parts) => {
          let claimed = 0;
          let total = 0;
          for (const part of parts) {
            const take = Math.min(part, qty - claimed);
            if (take === 0) break;
            const value = unitsValue({ qty, paid }, claimed, take);
            expect(value).toBeGreaterThanOrEqual(0);
            total += value;
            claimed += take;
          }
          if (claimed === qty) expect(total).toBe(paid);
          else expect(total).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });

  it('never refunds more than was paid, whatever requests come, and never a medicine', () => {
    const lineArb = fc.record({
      qty: fc.integer({ min: 1, max: 5 }),
      paid: fc.integer({ min: 0, max: 5000 }),
      kind: fc.constantFrom('goods', 'sealed', 'medicine', 'notGoods' as const),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.array(
          fc.array(
            fc.record({
              lineId: fc.integer({ min: 0, max: 5 }),
              qty: fc.integer({ min: 0, max: 6 }),
              unopened: fc.boolean(),
            }),
            { maxLength: 4 },
          ),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 20 }),
        (specs, shipping, paidTotal, asks, day) => {
          let state = order({
            lines: specs.map((spec, index) => ({ ...spec, lineId: index, claimed: 0 })),
            shipping,
            paidTotal,
          });
          const now = new Date(received.getTime() + day * DAY);
          for (const ask of asks) {
            const check = checkReturn(state, { lines: ask }, now);
            if (!check.ok) continue;
            expect(day).toBeLessThan(15);
            for (const { lineId, qty } of check.lines) {
              const bought = state.lines.find((l) => l.lineId === lineId)!;
              expect(bought.kind === 'goods' || bought.kind === 'sealed').toBe(true);
              expect(qty).toBeLessThanOrEqual(returnableUnits(bought));
            }
            state = {
              ...state,
              refundedTotal: state.refundedTotal + check.amount,
              lines: state.lines.map((l) => ({
                ...l,
                claimed: l.claimed + (check.lines.find((c) => c.lineId === l.lineId)?.qty ?? 0),
              })),
            };
            expect(state.refundedTotal).toBeLessThanOrEqual(paidTotal);
            for (const l of state.lines) expect(l.claimed).toBeLessThanOrEqual(l.qty);
          }
        },
      ),
    );
  });

  it('caps a refund at what is left of the payment', () => {
    expect(refundable(500, { paidTotal: 1000, refundedTotal: 700 })).toBe(300);
    expect(refundable(500, { paidTotal: 1000, refundedTotal: 1000 })).toBe(0);
    expect(refundable(500, { paidTotal: 1000, refundedTotal: 0 })).toBe(500);
  });
});

describe('the order life of returns', () => {
  it('lets staff return more units of an order already partly returned, within what was paid', () => {
    const returned = {
      stage: 'returned' as const,
      delivery: 'carrier' as const,
      paidTotal: 1000,
      refundedTotal: 400,
      holdsStock: false,
    };
    const again = stepLife(returned, { type: 'return', amount: 600 }, 'warehouse');
    expect(again.ok && again.life).toMatchObject({ stage: 'returned', refundedTotal: 1000 });
    expect(stepLife(returned, { type: 'return', amount: 601 }, 'warehouse')).toEqual({
      ok: false,
      refusal: 'invalidAmount',
    });
  });
});

describe('a return request in staff steps', () => {
  it('refunds at most once, only on the goods arriving after an acceptance, whatever staff click in any order', () => {
    const decision = fc.constantFrom<ReturnDecision>('accept', 'receive', 'refuse');
    fc.assert(
      fc.property(fc.array(decision, { maxLength: 12 }), (decisions) => {
        let state: ReturnState = 'requested';
        const visited: ReturnState[] = [state];
        let refunds = 0;
        for (const next of decisions) {
          const step = stepReturn(state, next);
          if (!step) continue;
          if (step.refund) refunds += 1;
          state = step.state;
          visited.push(state);
        }
        expect(refunds).toBeLessThanOrEqual(1);
        expect(refunds === 1).toBe(state === 'received');
        // Received only through accepted; refused and received end the request.
        if (visited.includes('received'))
          expect(visited.indexOf('accepted')).toBeLessThan(visited.indexOf('received'));
        expect(visited.filter((s) => s === 'received' || s === 'refused').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('takes the two steps, and refuses a step from the wrong state', () => {
    expect(stepReturn('requested', 'accept')).toEqual({ state: 'accepted', refund: false });
    expect(stepReturn('accepted', 'receive')).toEqual({ state: 'received', refund: true });
    expect(stepReturn('requested', 'receive')).toBeNull();
    expect(stepReturn('accepted', 'accept')).toBeNull();
    expect(stepReturn('accepted', 'refuse')).toEqual({ state: 'refused', refund: false });
    expect(stepReturn('received', 'refuse')).toBeNull();
    expect(stepReturn('refused', 'accept')).toBeNull();
  });
});
