import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIFE_ACTORS,
  LIFE_NEXT,
  stepLife,
  type LifeActor,
  type LifeInput,
  type OrderLife,
} from './order-life.ts';

const makeLife = (changes: Partial<OrderLife> = {}): OrderLife => ({
  stage: 'placed',
  delivery: 'carrier',
  paidTotal: 0,
  refundedTotal: 0,
  holdsStock: true,
  ...changes,
});

/** Runs the steps, failing the test on a refusal. */
function walk(life: OrderLife, steps: [LifeInput, LifeActor][]): OrderLife {
  return steps.reduce((current, [input, actor]) => {
    const step = stepLife(current, input, actor);
    if (!step.ok) throw new Error(`${input.type} by ${actor} refused: ${step.refusal}`);
    return step.life;
  }, life);
}

const paidAndPacking: [LifeInput, LifeActor][] = [
  [{ type: 'pay', amount: 1250, accepted: true }, 'system'],
  [{ type: 'startPicking' }, 'warehouse'],
];

describe('stepLife', () => {
  it('takes a paid carrier order through picking and packing to the carrier and the door', () => {
    const life = walk(makeLife(), [
      ...paidAndPacking,
      [{ type: 'pack' }, 'warehouse'],
      [{ type: 'handOver', trackingNumber: 'CC123456789EE' }, 'warehouse'],
      [{ type: 'deliver' }, 'system'],
    ]);
    expect(life).toEqual(makeLife({ stage: 'delivered', paidTotal: 1250, holdsStock: false }));
  });

  it('lets the customer cancel while the order is picked, refunding everything and releasing the stock', () => {
    const step = stepLife(walk(makeLife(), paidAndPacking), { type: 'cancel' }, 'customer');
    expect(step).toEqual({
      ok: true,
      life: makeLife({ stage: 'cancelled', paidTotal: 1250, refundedTotal: 1250, holdsStock: false }),
      effects: [
        { type: 'releaseStock' },
        { type: 'refund', amount: 1250 },
        { type: 'notify', stage: 'cancelled' },
      ],
    });
  });

  it('refuses the customer a cancel once the order is packed, but lets the pharmacist cancel it', () => {
    const packed = walk(makeLife(), [...paidAndPacking, [{ type: 'pack' }, 'pharmacist']]);
    expect(stepLife(packed, { type: 'cancel' }, 'customer')).toEqual({
      ok: false,
      refusal: 'tooLateToCancel',
    });
    expect(stepLife(packed, { type: 'cancel' }, 'pharmacist').ok).toBe(true);
  });

  it('cancels a cash-on-delivery order without a refund', () => {
    const step = stepLife(walk(makeLife(), [[{ type: 'accept' }, 'system']]), { type: 'cancel' }, 'expiry');
    expect(step.ok && step.effects).toEqual([
      { type: 'releaseStock' },
      { type: 'notify', stage: 'cancelled' },
    ]);
  });

  it('keeps money that came when it could not be accepted, to refund it on a cancel', () => {
    const life = walk(makeLife(), [[{ type: 'pay', amount: 878, accepted: false }, 'system']]);
    expect(life.stage).toBe('placed');
    const step = stepLife(life, { type: 'cancel' }, 'pharmacist');
    expect(step.ok && step.effects).toContainEqual({ type: 'refund', amount: 878 });
  });

  it('refuses a warehouse cancel, a carrier hand-over of a pickup order and a pickup of a carrier order', () => {
    const packed = (delivery: OrderLife['delivery']) =>
      walk(makeLife({ delivery }), [...paidAndPacking, [{ type: 'pack' }, 'warehouse']]);
    expect(stepLife(packed('carrier'), { type: 'cancel' }, 'warehouse')).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
    expect(stepLife(packed('pickup'), { type: 'handOver', trackingNumber: 'X1' }, 'warehouse').ok).toBe(
      false,
    );
    expect(stepLife(packed('carrier'), { type: 'readyForPickup', pickupCode: '1234' }, 'warehouse').ok).toBe(
      false,
    );
  });

  it('consumes the stock of a pickup order when it is collected, not when it is ready', () => {
    const ready = walk(makeLife({ delivery: 'pickup' }), [
      ...paidAndPacking,
      [{ type: 'pack' }, 'warehouse'],
      [{ type: 'readyForPickup', pickupCode: '4821' }, 'pharmacist'],
    ]);
    expect(ready.holdsStock).toBe(true);
    const collected = stepLife(ready, { type: 'collect' }, 'pharmacist');
    expect(collected.ok && collected.effects).toEqual([{ type: 'consumeStock' }]);
  });

  it('refunds a return only up to what is still owed', () => {
    const delivered = walk(makeLife(), [
      ...paidAndPacking,
      [{ type: 'pack' }, 'warehouse'],
      [{ type: 'handOver', trackingNumber: 'T1' }, 'warehouse'],
      [{ type: 'deliver' }, 'warehouse'],
    ]);
    expect(stepLife(delivered, { type: 'return', amount: 1251 }, 'warehouse')).toEqual({
      ok: false,
      refusal: 'invalidAmount',
    });
    expect(stepLife(delivered, { type: 'return', amount: 400 }, 'customer')).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
    const returned = stepLife(delivered, { type: 'return', amount: 400 }, 'warehouse');
    expect(returned.ok && returned.life.refundedTotal).toBe(400);
  });
});

const inputs: fc.Arbitrary<LifeInput> = fc.oneof(
  fc.record({
    type: fc.constant('pay' as const),
    amount: fc.integer({ min: 0, max: 5000 }),
    accepted: fc.boolean(),
  }),
  fc.record({ type: fc.constant('revive' as const), amount: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ type: fc.constant('return' as const), amount: fc.integer({ min: -10, max: 6000 }) }),
  fc.record({ type: fc.constant('handOver' as const), trackingNumber: fc.constantFrom('', 'CC1EE') }),
  fc.record({ type: fc.constant('readyForPickup' as const), pickupCode: fc.constantFrom('', '1234') }),
  fc.constantFrom<LifeInput>(
    { type: 'accept' },
    { type: 'startPicking' },
    { type: 'pack' },
    { type: 'deliver' },
    { type: 'collect' },
    { type: 'cancel' },
    { type: 'cancel' },
  ),
);
const steps = fc.array(fc.tuple(inputs, fc.constantFrom<LifeActor>(...LIFE_ACTORS)), {
  maxLength: 40,
  size: 'max',
});
const lives: fc.Arbitrary<OrderLife> = fc.record({
  stage: fc.constant('placed' as const),
  delivery: fc.constantFrom('carrier' as const, 'pickup' as const),
  paidTotal: fc.constant(0),
  refundedTotal: fc.constant(0),
  holdsStock: fc.constant(true),
});

describe('an order life, whatever is tried in whatever order by whoever', () => {
  it('never skips a stage: each step leads to one of the next stages of the one before', () => {
    fc.assert(
      fc.property(lives, steps, (start, tried) => {
        let life = start;
        for (const [input, actor] of tried) {
          const step = stepLife(life, input, actor);
          if (!step.ok) continue;
          if (step.life.stage !== life.stage) expect(LIFE_NEXT[life.stage]).toContain(step.life.stage);
          life = step.life;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never refunds more than was paid, and the refunds asked for add up to the refunded total', () => {
    fc.assert(
      fc.property(lives, steps, (start, tried) => {
        let life = start;
        let refunded = 0;
        for (const [input, actor] of tried) {
          const step = stepLife(life, input, actor);
          if (!step.ok) continue;
          for (const effect of step.effects) if (effect.type === 'refund') refunded += effect.amount;
          life = step.life;
          expect(life.refundedTotal).toBeLessThanOrEqual(life.paidTotal);
          expect(refunded).toBe(life.refundedTotal);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('releases the stock exactly once whichever path cancels, and never after the goods left', () => {
    fc.assert(
      fc.property(lives, steps, (start, tried) => {
        let life = start;
        // Units held on the shelf's reservation, counted from the effects: placement holds one.
        let held = 1;
        let consumed = 0;
        for (const [input, actor] of tried) {
          const step = stepLife(life, input, actor);
          if (!step.ok) continue;
          const releases = step.effects.filter((e) => e.type === 'releaseStock').length;
          if (step.life.stage === 'cancelled') expect(releases).toBe(life.holdsStock ? 1 : 0);
          else expect(releases).toBe(0);
          for (const effect of step.effects) {
            if (effect.type === 'reserveStock') held += 1;
            if (effect.type === 'releaseStock') held -= 1;
            if (effect.type === 'consumeStock') {
              held -= 1;
              consumed += 1;
            }
          }
          life = step.life;
          expect(held).toBe(life.holdsStock ? 1 : 0);
          expect(consumed).toBeLessThanOrEqual(1);
          if (life.stage === 'cancelled') expect(consumed).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lets two people acting at once end in exactly one of their stages', () => {
    // The server applies them one after the other on the locked order: whichever comes second
    // either follows from the first's stage or is refused.
    fc.assert(
      fc.property(
        lives,
        steps,
        fc.constantFrom<LifeInput>({ type: 'pack' }, { type: 'startPicking' }),
        (start, tried, work) => {
          let life = start;
          for (const [input, actor] of tried) {
            const step = stepLife(life, input, actor);
            if (step.ok) life = step.life;
          }
          const cancelFirst = stepLife(life, { type: 'cancel' }, 'customer');
          const workAfter = cancelFirst.ok ? stepLife(cancelFirst.life, work, 'pharmacist') : null;
          expect(workAfter?.ok ?? false).toBe(false);
        },
      ),
    );
  });
});
