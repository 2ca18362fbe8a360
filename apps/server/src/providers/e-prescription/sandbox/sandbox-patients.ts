import type { CompensationRate, Language, ListedPrescription, PrescribedMedicine } from '@apteek/domain';

/**
 * A demo prescription as the service answers it in one store's language: what the Estonian
 * prescription centre would hold, matched to the seed catalogue. The texts are the listed
 * prescription's; what it prescribes and its rate are the centre's.
 */
export type DemoPrescription = Pick<
  ListedPrescription,
  'number' | 'title' | 'dosage' | 'doctor' | 'issuedAt' | 'validUntil' | 'qty'
> & {
  medicine: PrescribedMedicine;
  /** Tervisekassa's discount rate for this prescription; 0 for one it does not reimburse. */
  rate: CompensationRate;
};

type Localized = Readonly<Record<Language, string>>;

/**
 * A demo prescription with its texts in every store language: the service writes the medicine's
 * name and the structured dosage in the language the store asks for (ListInit's `store`).
 */
export type DemoPrescriptionTexts = Omit<DemoPrescription, 'title' | 'dosage' | 'doctor'> & {
  title: Localized;
  dosage: Localized;
  doctor: Localized;
};

/** A demo prescription as the service answers a store of this language. */
export function prescriptionIn(prescription: DemoPrescriptionTexts, language: Language): DemoPrescription {
  const { title, dosage, doctor, ...rest } = prescription;
  return { ...rest, title: title[language], dosage: dosage[language], doctor: doctor[language] };
}

const doctor = (name: string): Localized => ({
  et: `dr ${name}`,
  fi: `LL ${name}`,
  en: `Dr. ${name}`,
  ru: `д-р ${name}`,
});

export interface DemoPatient {
  personalCode: string;
  /** Who the patient is, for the sandbox page. */
  kind: 'adult' | 'elderly' | 'child' | 'noPrescriptions' | 'finnish';
  /** Reimbursed co-payments already made this calendar year, in cents: the additional benefit counts from them. */
  yearCoPaymentsCents?: number;
  prescriptions: DemoPrescriptionTexts[];
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
        title: {
          et: 'Atorvastatiin 20 mg tabletid (toimeaine)',
          fi: 'Atorvastatiini 20 mg tabletit (vaikuttava aine)',
          en: 'Atorvastatin 20 mg tablets (active substance)',
          ru: 'Аторвастатин 20 мг, таблетки (действующее вещество)',
        },
        dosage: {
          et: '1 tablett üks kord päevas õhtul',
          fi: '1 tabletti kerran päivässä illalla',
          en: '1 tablet once a day in the evening',
          ru: 'По 1 таблетке один раз в день вечером',
        },
        doctor: doctor('Mari Maasikas'),
        qty: 3,
        ...issued,
      },
      {
        number: '2611000002',
        rate: 90,
        medicine: { kind: 'product-name', sku: 'METF-500-60' },
        title: {
          et: 'Metformiin 500 mg tabletid, 60 tk',
          fi: 'Metformiini 500 mg tabletit, 60 kpl',
          en: 'Metformin 500 mg tablets, 60 pcs',
          ru: 'Метформин 500 мг, таблетки, 60 шт.',
        },
        dosage: {
          et: '1 tablett kaks korda päevas söögi ajal',
          fi: '1 tabletti kahdesti päivässä aterian yhteydessä',
          en: '1 tablet twice a day with meals',
          ru: 'По 1 таблетке два раза в день во время еды',
        },
        doctor: doctor('Mari Maasikas'),
        qty: 2,
        ...issued,
      },
      {
        number: '2611000003',
        rate: 50,
        medicine: { kind: 'active-substance', atc: 'N02AX02', strength: '50 mg', form: 'capsule' },
        title: {
          et: 'Tramadool 50 mg kapslid (toimeaine)',
          fi: 'Tramadoli 50 mg kapselit (vaikuttava aine)',
          en: 'Tramadol 50 mg capsules (active substance)',
          ru: 'Трамадол 50 мг, капсулы (действующее вещество)',
        },
        dosage: {
          et: '1 kapsel kuni 3 korda päevas valu korral',
          fi: '1 kapseli enintään 3 kertaa päivässä kipuun',
          en: '1 capsule up to 3 times a day for pain',
          ru: 'По 1 капсуле до 3 раз в день при боли',
        },
        doctor: doctor('Jaan Tamm'),
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
        title: {
          et: 'Varfariin 3 mg tabletid (toimeaine)',
          fi: 'Varfariini 3 mg tabletit (vaikuttava aine)',
          en: 'Warfarin 3 mg tablets (active substance)',
          ru: 'Варфарин 3 мг, таблетки (действующее вещество)',
        },
        dosage: {
          et: 'INR-kaardi juhiste järgi',
          fi: 'INR-kortin ohjeen mukaan',
          en: 'As instructed by your INR card',
          ru: 'Согласно указаниям в карте МНО',
        },
        doctor: doctor('Jaan Tamm'),
        qty: 2,
        ...issued,
      },
      {
        number: '2611000012',
        rate: 90,
        medicine: atorvastatin20,
        title: {
          et: 'Atorvastatiin 20 mg tabletid (toimeaine)',
          fi: 'Atorvastatiini 20 mg tabletit (vaikuttava aine)',
          en: 'Atorvastatin 20 mg tablets (active substance)',
          ru: 'Аторвастатин 20 мг, таблетки (действующее вещество)',
        },
        dosage: {
          et: '1 tablett üks kord päevas',
          fi: '1 tabletti kerran päivässä',
          en: '1 tablet once a day',
          ru: 'По 1 таблетке один раз в день',
        },
        doctor: doctor('Jaan Tamm'),
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
        title: {
          et: 'Amoksitsilliin 50 mg/ml suukaudse suspensiooni pulber, 100 ml',
          fi: 'Amoksisilliini 50 mg/ml jauhe oraalisuspensiota varten, 100 ml',
          en: 'Amoxicillin 50 mg/ml powder for oral suspension, 100 ml',
          ru: 'Амоксициллин 50 мг/мл, порошок для приготовления суспензии для приёма внутрь, 100 мл',
        },
        dosage: {
          et: '5 ml kolm korda päevas 7 päeva jooksul',
          fi: '5 ml kolme kertaa päivässä 7 päivän ajan',
          en: '5 ml three times a day for 7 days',
          ru: 'По 5 мл три раза в день в течение 7 дней',
        },
        doctor: doctor('Kadri Kask'),
        qty: 1,
        ...issued,
      },
      {
        number: '2611000022',
        rate: 100,
        medicine: { kind: 'active-substance', atc: 'J01CA04', strength: '500 mg', form: 'capsule' },
        title: {
          et: 'Amoksitsilliin 500 mg kapslid (toimeaine)',
          fi: 'Amoksisilliini 500 mg kapselit (vaikuttava aine)',
          en: 'Amoxicillin 500 mg capsules (active substance)',
          ru: 'Амоксициллин 500 мг, капсулы (действующее вещество)',
        },
        dosage: {
          et: '1 kapsel kolm korda päevas 7 päeva jooksul',
          fi: '1 kapseli kolme kertaa päivässä 7 päivän ajan',
          en: '1 capsule three times a day for 7 days',
          ru: 'По 1 капсуле три раза в день в течение 7 дней',
        },
        doctor: doctor('Kadri Kask'),
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
        title: {
          et: 'Levotüroksiin 50 \u00b5g tabletid (toimeaine)',
          fi: 'Levotyroksiini 50 \u00b5g tabletit (vaikuttava aine)',
          en: 'Levothyroxine 50 \u00b5g tablets (active substance)',
          ru: 'Левотироксин 50 мкг, таблетки (действующее вещество)',
        },
        dosage: {
          et: '1 tablett igal hommikul enne hommikusööki',
          fi: '1 tabletti joka aamu ennen aamiaista',
          en: '1 tablet every morning before breakfast',
          ru: 'По 1 таблетке каждое утро перед завтраком',
        },
        doctor: doctor('Liisa Virtanen'),
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
