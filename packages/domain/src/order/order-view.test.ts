import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFE_STAGES, type LifeStage } from './order-life.ts';
import { buyAgainLines, customerTimeline, streetLine, townOf } from './order-view.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute));

describe('customerTimeline', () => {
  it('shows the stages reached with their times, then the ones ahead of a courier order', () => {
    const timeline = customerTimeline(
      [
        { stage: 'paid', at: at(2) },
        { stage: 'placed', at: at(0) },
        { stage: 'picking', at: at(9) },
      ],
      'carrier',
      'picking',
    );
    expect(timeline).toEqual([
      { stage: 'placed', at: at(0) },
      { stage: 'paid', at: at(2) },
      { stage: 'picking', at: at(9) },
      { stage: 'packed', at: null },
      { stage: 'handedToCarrier', at: null },
      { stage: 'delivered', at: null },
    ]);
  });

  it('leads a pickup order to the pharmacy and ends a cancelled one at its cancel', () => {
    expect(
      customerTimeline([{ stage: 'placed', at: at(0) }], 'pickup', 'placed').map((s) => s.stage),
    ).toEqual(['placed', 'paid', 'picking', 'packed', 'readyForPickup', 'collected']);
    const cancelled = customerTimeline(
      [
        { stage: 'placed', at: at(0) },
        { stage: 'cancelled', at: at(5) },
      ],
      'carrier',
      'cancelled',
    );
    expect(cancelled).toEqual([
      { stage: 'placed', at: at(0) },
      { stage: 'cancelled', at: at(5) },
    ]);
  });

  it('names each stage once, times in order, the reached ones before the ones ahead', () => {
    const stage = fc.constantFrom(...LIFE_STAGES);
    fc.assert(
      fc.property(
        fc.array(fc.record({ stage, at: fc.integer({ min: 0, max: 1000 }).map(at) }), { maxLength: 12 }),
        fc.constantFrom('carrier' as const, 'pickup' as const),
        stage,
        (events, delivery, current: LifeStage) => {
          const timeline = customerTimeline(events, delivery, current);
          const stages = timeline.map((step) => step.stage);
          expect(new Set(stages).size).toBe(stages.length);
          const times = timeline.flatMap((step) => (step.at ? [step.at.getTime()] : []));
          expect(times).toEqual([...times].sort((a, b) => a - b));
          const firstAhead = timeline.findIndex((step) => step.at === null);
          if (firstAhead >= 0)
            expect(timeline.slice(firstAhead).every((step) => step.at === null)).toBe(true);
          expect(new Set(events.map((e) => e.stage))).toEqual(
            new Set(timeline.filter((s) => s.at).map((s) => s.stage)),
          );
        },
      ),
    );
  });
});

describe('buyAgainLines', () => {
  it('puts back only the lines sold without a prescription, with their quantities', () => {
    expect(
      buyAgainLines([
        { sku: 'PARA-500-20', qty: 2, prescriptionNumber: null },
        { sku: 'RX-1', qty: 1, prescriptionNumber: '1234567890' },
      ]),
    ).toEqual([{ sku: 'PARA-500-20', qty: 2 }]);
  });
});

describe('an address’s street line and town', () => {
  const address = { streetAddress: 'Narva mnt 5', state: 'Harju maakond' };

  it('joins the apartment to the street with a dash, and leaves a missing one out', () => {
    expect(streetLine({ ...address, apartmentNumber: '12' })).toBe('Narva mnt 5-12');
    for (const apartmentNumber of [undefined, null, '']) {
      expect(streetLine({ ...address, apartmentNumber })).toBe('Narva mnt 5');
    }
  });

  it('names the city, or the state where there is none', () => {
    expect(townOf({ ...address, city: 'Tallinn' })).toBe('Tallinn');
    expect(townOf({ ...address, city: null })).toBe('Harju maakond');
    expect(townOf(address)).toBe('Harju maakond');
  });
});
