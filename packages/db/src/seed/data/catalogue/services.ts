import type { Localized, SeedProduct } from '../../source-types.ts';
import { BRANDS } from './brands.ts';
import { createdAtFor, joinL, L, stockFor } from './helpers.ts';
import type { ReasonCode } from './reasons.ts';
import type { AgeCode } from './vocabulary.ts';

interface DigitalSpec {
  sku: string;
  price: number;
  categories: string[];
  name: Localized;
  short: Localized;
  how: Localized;
  reasons: ReasonCode[];
  ages?: AgeCode[];
  tags?: string[];
  visibility?: 2 | 3 | 4;
}

function digital(spec: DigitalSpec, type: 'virtual' | 'downloadable'): SeedProduct {
  return {
    sku: spec.sku,
    type,
    typeCode: 100,
    visibility: spec.visibility ?? 4,
    name: spec.name,
    shortDescription: spec.short,
    description: joinL(spec.short, spec.how),
    price: spec.price,
    taxClass: 'standard',
    isMedicine: false,
    categories: spec.categories,
    attributes: {
      Type: '100',
      ProductTypeFilter: type === 'virtual' ? 'service' : 'digital',
      Brand: 'apteek',
      Manufacturer: BRANDS.apteek.manufacturer,
      Unit: 'tk',
      Amount: 1,
      ReasonForUse: spec.reasons,
      PatientAge: spec.ages ?? ['adults'],
      ...(spec.tags ? { Tag: spec.tags } : {}),
    },
    stock: stockFor(spec.sku),
    createdAt: createdAtFor(spec.sku, spec.tags?.includes('new') ?? false),
    image: { shape: type === 'virtual' ? 'device' : 'box', color: BRANDS.apteek.color },
  };
}

const downloadHow = L(
  'PDF-faili saab alla laadida oma kontolt kohe pärast makse laekumist.',
  'PDF-tiedoston voi ladata tililtäsi heti maksun jälkeen.',
  'The PDF can be downloaded from your account as soon as payment is received.',
  'PDF-файл можно скачать в личном кабинете сразу после оплаты.',
);

export const services: SeedProduct[] = [
  digital(
    {
      sku: 'CONSULT-30',
      price: 19.9,
      categories: ['pharmacist-services'],
      reasons: ['health-advice'],
      ages: ['adults', 'seniors', 'pregnant'],
      tags: ['pharmacist-choice'],
      name: L(
        'Proviisori konsultatsioon, 30 min',
        'Farmaseutin konsultaatio, 30 min',
        'Pharmacist consultation, 30 min',
        'Консультация фармацевта, 30 мин',
      ),
      short: L(
        'Personaalne videokonsultatsioon proviisoriga ravimite, kõrvaltoimete ja tervisemurede teemal.',
        'Henkilökohtainen videokonsultaatio farmaseutin kanssa lääkkeistä, haittavaikutuksista ja terveyshuolista.',
        'Personal video consultation with a pharmacist about medicines, side effects and health concerns.',
        'Личная видеоконсультация с фармацевтом о лекарствах, побочных эффектах и вопросах здоровья.',
      ),
      how: L(
        'Pärast tellimist saate e-kirja sobiva aja valimiseks; konsultatsioon toimub eesti, soome, inglise või vene keeles.',
        'Tilauksen jälkeen saat sähköpostin, jonka kautta voit varata sopivan ajan; konsultaatio onnistuu viroksi, suomeksi, englanniksi tai venäjäksi.',
        'After ordering you will receive an email to book a time; consultations are available in Estonian, Finnish, English or Russian.',
        'После заказа вы получите письмо для выбора удобного времени; консультация проводится на эстонском, финском, английском или русском языке.',
      ),
    },
    'virtual',
  ),
  digital(
    {
      sku: 'MED-REVIEW',
      price: 29.9,
      categories: ['pharmacist-services'],
      reasons: ['health-advice'],
      ages: ['adults', 'seniors'],
      name: L(
        'Ravimite ülevaatus',
        'Lääkityksen tarkistus',
        'Medication review',
        'Проверка лекарственной терапии',
      ),
      short: L(
        'Proviisor vaatab läbi kõik teie ravimid ja toidulisandid ning kontrollib koostoimeid ja kattuvusi.',
        'Farmaseutti käy läpi kaikki lääkkeesi ja ravintolisäsi ja tarkistaa yhteisvaikutukset ja päällekkäisyydet.',
        'A pharmacist reviews all your medicines and supplements, checking for interactions and duplicates.',
        'Фармацевт проверит все ваши лекарства и добавки на взаимодействия и дублирование.',
      ),
      how: L(
        'Saatke pärast tellimist oma ravimite nimekiri ja saate kirjaliku kokkuvõtte 3 tööpäeva jooksul.',
        'Lähetä lääkelistasi tilauksen jälkeen, niin saat kirjallisen yhteenvedon 3 arkipäivän kuluessa.',
        'Send your medicine list after ordering and receive a written summary within 3 working days.',
        'После заказа отправьте список лекарств и получите письменное заключение в течение 3 рабочих дней.',
      ),
    },
    'virtual',
  ),
  digital(
    {
      sku: 'INHALER-CHECK',
      price: 9.9,
      categories: ['pharmacist-services'],
      reasons: ['asthma', 'health-advice'],
      ages: ['adults', 'children-12-plus'],
      visibility: 3,
      name: L(
        'Inhalaatori kasutamise juhendamine, 15 min',
        'Inhalaattorin käytön ohjaus, 15 min',
        'Inhaler technique check, 15 min',
        'Обучение пользованию ингалятором, 15 мин',
      ),
      short: L(
        'Proviisor kontrollib videokõnes teie inhalaatori kasutamise tehnikat ja annab nõu, kuidas ravimist rohkem kasu saada.',
        'Farmaseutti tarkistaa videopuhelussa inhalaattorisi käyttötekniikan ja neuvoo, miten saat lääkkeestä enemmän hyötyä.',
        'In a video call a pharmacist checks your inhaler technique and shows how to get more from your medicine.',
        'Фармацевт по видеосвязи проверит, как вы пользуетесь ингалятором, и подскажет, как получить от лечения больше пользы.',
      ),
      how: L(
        'Hoidke kõne ajal oma inhalaator käepärast.',
        'Pidä inhalaattori käden ulottuvilla puhelun aikana.',
        'Keep your inhaler at hand during the call.',
        'Во время звонка держите ингалятор под рукой.',
      ),
    },
    'virtual',
  ),
  {
    ...digital(
      {
        sku: 'GUIDE-ALLERGY',
        price: 2.99,
        categories: ['health-guides'],
        reasons: ['allergy'],
        tags: ['new'],
        name: L(
          'Allergiahooaja juhend (PDF)',
          'Allergiakauden opas (PDF)',
          'Allergy season guide (PDF)',
          'Руководство по сезону аллергии (PDF)',
        ),
        short: L(
          'Praktiline juhend õietolmuallergia sümptomite ennetamiseks ja leevendamiseks koos õitsemiskalendriga.',
          'Käytännön opas siitepölyallergian oireiden ehkäisyyn ja lievitykseen kukintakalenterin kera.',
          'Practical guide to preventing and easing pollen allergy symptoms, with a pollen calendar.',
          'Практическое руководство по профилактике и облегчению симптомов аллергии на пыльцу с календарём цветения.',
        ),
        how: downloadHow,
      },
      'downloadable',
    ),
    downloads: [
      {
        title: L(
          'Allergiahooaja juhend',
          'Allergiakauden opas',
          'Allergy season guide',
          'Руководство по сезону аллергии',
        ),
        fileName: 'allergy-season-guide.pdf',
      },
    ],
  },
  {
    ...digital(
      {
        sku: 'DIABETES-DIARY',
        price: 1.99,
        categories: ['health-guides', 'diabetes-supplies'],
        reasons: ['diabetes', 'health-monitoring'],
        name: L(
          'Diabeedipäevik (PDF)',
          'Diabetespäiväkirja (PDF)',
          'Diabetes diary (PDF)',
          'Дневник диабетика (PDF)',
        ),
        short: L(
          'Prinditav päevik veresuhkru, toidukordade ja insuliiniannuste ülesmärkimiseks 12 nädala jooksul.',
          'Tulostettava päiväkirja verensokerin, aterioiden ja insuliiniannosten kirjaamiseen 12 viikon ajalta.',
          'Printable diary for logging blood sugar, meals and insulin doses over 12 weeks.',
          'Дневник для печати: записывайте уровень сахара, приёмы пищи и дозы инсулина в течение 12 недель.',
        ),
        how: downloadHow,
      },
      'downloadable',
    ),
    downloads: [
      {
        title: L('Diabeedipäevik', 'Diabetespäiväkirja', 'Diabetes diary', 'Дневник диабетика'),
        fileName: 'diabetes-diary.pdf',
      },
      {
        title: L(
          'Veresuhkru mõõtmise meelespea',
          'Verensokerin mittauksen muistilista',
          'Blood sugar testing reminder card',
          'Памятка по измерению сахара в крови',
        ),
        fileName: 'blood-sugar-testing-card.pdf',
      },
    ],
  },
  {
    ...digital(
      {
        sku: 'GUIDE-TRAVEL',
        price: 1.49,
        categories: ['health-guides'],
        reasons: ['health-advice'],
        name: L(
          'Tervisliku reisimise kontrollnimekiri (PDF)',
          'Terveen matkailijan tarkistuslista (PDF)',
          'Healthy travel checklist (PDF)',
          'Чек-лист здорового путешественника (PDF)',
        ),
        short: L(
          'Kontrollnimekiri reisiapteegi, vaktsineerimiste ja ravimite reisile kaasa võtmise kohta.',
          'Tarkistuslista matka-apteekista, rokotuksista ja lääkkeiden kuljettamisesta matkalla.',
          'Checklist for your travel pharmacy, vaccinations and taking medicines abroad.',
          'Чек-лист: дорожная аптечка, прививки и перевозка лекарств за границу.',
        ),
        how: downloadHow,
      },
      'downloadable',
    ),
    downloads: [
      {
        title: L(
          'Tervisliku reisimise kontrollnimekiri',
          'Terveen matkailijan tarkistuslista',
          'Healthy travel checklist',
          'Чек-лист здорового путешественника',
        ),
        fileName: 'healthy-travel-checklist.pdf',
      },
    ],
  },
];
