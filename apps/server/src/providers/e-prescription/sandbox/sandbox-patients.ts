import type { CompensationRate, ListedPrescription, PrescribedMedicine } from '@apteek/domain';

/**
 * A demo prescription: what the Estonian prescription centre would hold, matched to the seed
 * catalogue. The texts are the listed prescription's; what it prescribes and its rate are the centre's.
 */
export type DemoPrescription = Pick<
  ListedPrescription,
  'number' | 'title' | 'dosage' | 'doctor' | 'issuedAt' | 'validUntil' | 'qty'
> & {
  medicine: PrescribedMedicine;
  /** Tervisekassa's discount rate for this prescription; 0 for one it does not reimburse. */
  rate: CompensationRate;
};

export interface DemoPatient {
  personalCode: string;
  /** Who the patient is, for the sandbox page. */
  kind: 'adult' | 'elderly' | 'child' | 'noPrescriptions' | 'finnish';
  /** Reimbursed co-payments already made this calendar year, in cents: the additional benefit counts from them. */
  yearCoPaymentsCents?: number;
  prescriptions: DemoPrescription[];
}

const issued = { issuedAt: '2026-09-01', validUntil: '2027-09-01' };
const atorvastatin20 = {
  kind: 'active-substance',
  atc: 'C10AA05',
  strength: '20 mg',
  form: 'tablet',
} as const satisfies PrescribedMedicine;

/**
 * The sandbox's patients. 40504040001 is SK's Smart-ID demo person that approves (born 1905, the
 * elderly patient) and 60001019906 its Mobile-ID one; both log in through the identity sandboxes.
 */
export const DEMO_PATIENTS: readonly DemoPatient[] = [
  {
    personalCode: '60001019906',
    kind: 'adult',
    prescriptions: [
      {
        number: '2611000001',
        rate: 75,
        medicine: atorvastatin20,
        title: 'Atorvastatin 20 mg tablets (active substance)',
        dosage: '1 tablet once a day in the evening',
        doctor: 'Dr. Mari Maasikas',
        qty: 3,
        ...issued,
      },
      {
        number: '2611000002',
        rate: 90,
        medicine: { kind: 'product-name', sku: 'METF-500-60' },
        title: 'Metformin 500 mg tablets, 60 pcs',
        dosage: '1 tablet twice a day with meals',
        doctor: 'Dr. Mari Maasikas',
        qty: 2,
        ...issued,
      },
      {
        number: '2611000003',
        rate: 50,
        medicine: { kind: 'active-substance', atc: 'N02AX02', strength: '50 mg', form: 'capsule' },
        title: 'Tramadol 50 mg capsules (active substance)',
        dosage: '1 capsule up to 3 times a day for pain',
        doctor: 'Dr. Jaan Tamm',
        qty: 1,
        ...issued,
      },
    ],
  },
  {
    personalCode: '40504040001',
    kind: 'elderly',
    // An old-age pensioner at 90 % who has paid 280 € this year: the additional benefit shows.
    yearCoPaymentsCents: 28_000,
    prescriptions: [
      {
        number: '2611000011',
        rate: 90,
        medicine: { kind: 'active-substance', atc: 'B01AA03', strength: '3 mg', form: 'tablet' },
        title: 'Warfarin 3 mg tablets (active substance)',
        dosage: 'As instructed by your INR card',
        doctor: 'Dr. Jaan Tamm',
        qty: 2,
        ...issued,
      },
      {
        number: '2611000012',
        rate: 90,
        medicine: atorvastatin20,
        title: 'Atorvastatin 20 mg tablets (active substance)',
        dosage: '1 tablet once a day',
        doctor: 'Dr. Jaan Tamm',
        qty: 1,
        ...issued,
      },
    ],
  },
  {
    personalCode: '52005050003',
    kind: 'child',
    prescriptions: [
      {
        number: '2611000021',
        rate: 100,
        medicine: { kind: 'product-name', sku: 'AMOX-SUSP-100' },
        title: 'Amoxicillin 50 mg/ml powder for oral suspension, 100 ml',
        dosage: '5 ml three times a day for 7 days',
        doctor: 'Dr. Kadri Kask',
        qty: 1,
        ...issued,
      },
      {
        number: '2611000022',
        rate: 100,
        medicine: { kind: 'active-substance', atc: 'J01CA04', strength: '500 mg', form: 'capsule' },
        title: 'Amoxicillin 500 mg capsules (active substance)',
        dosage: '1 capsule three times a day for 7 days',
        doctor: 'Dr. Kadri Kask',
        qty: 1,
        ...issued,
      },
    ],
  },
  { personalCode: '39703035237', kind: 'noPrescriptions', prescriptions: [] },
  {
    personalCode: '131052-308T',
    kind: 'finnish',
    prescriptions: [
      {
        number: '2611000041',
        rate: 0,
        medicine: { kind: 'active-substance', atc: 'H03AA01', strength: '50 \u00b5g', form: 'tablet' },
        title: 'Levothyroxine 50 \u00b5g tablets (active substance)',
        dosage: '1 tablet every morning before breakfast',
        doctor: 'Dr. Liisa Virtanen',
        qty: 2,
        ...issued,
      },
    ],
  },
];

export function demoPatient(personalCode: string): DemoPatient | undefined {
  const code = personalCode.toUpperCase();
  return DEMO_PATIENTS.find((patient) => patient.personalCode === code);
}
