import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_MESSAGES } from './prescription.ts';
import {
  INITIAL_PRESCRIPTION_STATE,
  offerChoice,
  prescriptionDate,
  reducePrescriptions,
  type PrescriptionEvent,
  type PrescriptionModuleState,
} from './prescription-state.ts';
import { cents } from '../pricing/money.ts';
import type { ListedPrescription, PrescriptionOffer } from './prescription-api.ts';

const OWN = '40504040001';
const OTHER = '60001019906';

function listed(number: string, patientCode = OWN, qty = 2): ListedPrescription {
  return {
    number,
    patientCode,
    type: 'active-substance',
    title: 'Atorvastatin 20 mg tablets (active substance)',
    dosage: '1 tablet once a day',
    doctor: 'Dr. Jaan Tamm',
    issuedAt: '2026-09-01',
    validUntil: '2027-09-01',
    qty,
    patientAge: 121,
  };
}

function offer(prescriptionNumber: string, qty = 2): PrescriptionOffer {
  return {
    prescriptionNumber,
    patientCode: OWN,
    qty,
    result: 'Success',
    offers: [
      {
        sku: 'ATOR-20-30',
        name: 'Atorvastatin 20 mg',
        price: cents(450),
        isCheapest: true,
        isSuitableForAge: true,
      },
      {
        sku: 'ATOR-20-30-B',
        name: 'Atoris 20 mg',
        price: cents(790),
        isCheapest: false,
        isSuitableForAge: true,
      },
    ],
  };
}

function run(events: PrescriptionEvent[], from: PrescriptionModuleState = INITIAL_PRESCRIPTION_STATE) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const step = reducePrescriptions(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const LISTED = run([
  { type: 'list-requested', isSecondPerson: false },
  { type: 'list-callback', result: 'Success' },
  { type: 'list-fetched', patientCode: OWN, prescriptions: [listed('A1'), listed('A2', OWN, 1)] },
]).state;

describe('the prescription list', () => {
  it('waits for the hub after list init, and a Success callback fetches the list', () => {
    const waiting = run([{ type: 'list-requested', isSecondPerson: false }]);
    expect(waiting.state.phase).toBe('waiting-list');
    expect(waiting.state.prescriptionsLoaded).toBe(false);
    const called = run([{ type: 'list-callback', result: 'Success' }], waiting.state);
    expect(called.effects).toEqual([{ type: 'fetch-list' }]);
  });

  it('is empty with prescriptionsFound false on NotFound, no fetch', () => {
    const { state, effects } = run([
      { type: 'list-requested', isSecondPerson: false },
      { type: 'list-callback', result: 'NotFound' },
    ]);
    expect(effects).toEqual([]);
    expect(state).toMatchObject({
      phase: 'listed',
      prescriptions: [],
      prescriptionsLoaded: true,
      prescriptionsFound: false,
      status: '',
    });
  });

  it('ignores a callback nobody asked for', () => {
    expect(run([{ type: 'list-callback', result: 'Success' }]).effects).toEqual([]);
  });

  it('says the default error on any other result', () => {
    const { state } = run([
      { type: 'list-requested', isSecondPerson: false },
      { type: 'list-callback', result: 'Timeout' },
    ]);
    expect(state.phase).toBe('failed');
    expect(state.status).toBe('Technical problem occurred. Please try again later.');
  });

  it('keeps only the current patient code, each selected qty at the prescription qty', () => {
    const { state } = run([
      { type: 'list-requested', isSecondPerson: true },
      {
        type: 'list-fetched',
        patientCode: OTHER,
        prescriptions: [listed('B1', OTHER, 3), listed('A1', OWN)],
      },
    ]);
    expect(state.prescriptions.map((p) => [p.number, p.selectedQty])).toEqual([['B1', 3]]);
    expect(state.prescriptionsFound).toBe(true);
    expect(state.isSecondPerson).toBe(true);
    expect(state.patientCode).toBe(OTHER);
  });
});

describe('the offer of one prescription', () => {
  it('products init waits; the detail callback of the current prescription fetches its products', () => {
    const { state, effects } = run(
      [
        { type: 'offer-requested', prescriptionNumber: 'A1' },
        { type: 'detail-callback', prescriptionNumber: 'A1', result: 'Success' },
      ],
      LISTED,
    );
    expect(state.isWaitingOffer).toBe(true);
    expect(effects).toEqual([{ type: 'fetch-products', prescriptionNumber: 'A1' }]);
    const arrived = run([{ type: 'offer-fetched', offer: offer('A1') }], state).state;
    expect(arrived.isWaitingOffer).toBe(false);
    expect(arrived.prescriptions[0]!.products?.offers[0]!.isCheapest).toBe(true);
  });

  it('NoSuitableMedicine tells the customer to consult the pharmacist', () => {
    const { state } = run(
      [
        { type: 'offer-requested', prescriptionNumber: 'A1' },
        { type: 'detail-callback', prescriptionNumber: 'A1', result: 'NoSuitableMedicine' },
        { type: 'offer-fetched', offer: { ...offer('A1'), result: 'NoSuitableMedicine', offers: [] } },
      ],
      LISTED,
    );
    expect(state.status).toBe(PRESCRIPTION_MESSAGES.noSuitableMedicine);
    expect(state.isWaitingOffer).toBe(false);
  });

  it("another prescription's offer refetches the list and opens it; an unknown one is the default error", () => {
    const other = run([{ type: 'detail-callback', prescriptionNumber: 'A2', result: 'Success' }], LISTED);
    expect(other.effects).toEqual([
      { type: 'fetch-list' },
      { type: 'fetch-products', prescriptionNumber: 'A2' },
      { type: 'open-offer', prescriptionNumber: 'A2' },
    ]);
    expect(other.state.currentPrescriptionNumber).toBe('A2');
    const unknown = run([{ type: 'detail-callback', prescriptionNumber: 'Z9', result: 'Success' }], LISTED);
    expect(unknown.effects).toEqual([]);
    expect(unknown.state.status).toBe(PRESCRIPTION_MESSAGES.technicalProblem);
  });

  it('caps the selected quantity at the prescription qty and keeps it at least one (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (qty) => {
        const { state } = run([{ type: 'qty-selected', prescriptionNumber: 'A1', qty }], LISTED);
        const selected = state.prescriptions[0]!.selectedQty;
        return selected >= 1 && selected <= 2;
      }),
    );
  });

  it('a reopened hub fetches what was awaited, since a callback sent meanwhile is lost', () => {
    const waitingList = run([{ type: 'list-requested', isSecondPerson: false }]).state;
    expect(run([{ type: 'hub-reopened' }], waitingList).effects).toEqual([{ type: 'fetch-list' }]);
    const waitingOffer = run([{ type: 'offer-requested', prescriptionNumber: 'A1' }], LISTED).state;
    expect(run([{ type: 'hub-reopened' }], waitingOffer).effects).toEqual([
      { type: 'fetch-products', prescriptionNumber: 'A1' },
    ]);
    expect(run([{ type: 'hub-reopened' }], LISTED).effects).toEqual([]);
  });

  it('a failed call shows the server text or the default error', () => {
    expect(run([{ type: 'failed' }], LISTED).state.status).toBe(PRESCRIPTION_MESSAGES.technicalProblem);
    expect(run([{ type: 'failed', message: 'No.' }], LISTED).state.status).toBe('No.');
  });

  it('logout resets everything', () => {
    expect(run([{ type: 'reset' }], LISTED).state).toEqual(INITIAL_PRESCRIPTION_STATE);
  });
});

describe('choosing an offered medicine', () => {
  it('adds the cheapest, warns on another, refuses one unsuitable for the age', () => {
    expect(offerChoice({ isCheapest: true, isSuitableForAge: true })).toBe('add');
    expect(offerChoice({ isCheapest: false, isSuitableForAge: true })).toBe('confirm-not-cheapest');
    expect(offerChoice({ isCheapest: true, isSuitableForAge: false })).toBe('refuse-age');
  });
});

describe('prescriptionDate', () => {
  it('is DD.MM.YYYY', () => {
    expect(prescriptionDate('2027-09-01')).toBe('01.09.2027');
  });
});
