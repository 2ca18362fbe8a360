import type { Localized, SeedAttributeValues, SeedBundleOption, SeedProduct } from '../../source-types.ts';
import { BRANDS } from './brands.ts';
import { devices } from './devices.ts';
import { firstAid } from './first-aid.ts';
import { createdAtFor, joinL, L, round2, stockFor } from './helpers.ts';
import { hygiene } from './hygiene.ts';
import { OTC_NOTE } from './medicine.ts';
import { otcColdFlu } from './otc-cold-flu.ts';
import { otcDigestion } from './otc-digestion.ts';
import { otcPainAllergy } from './otc-pain-allergy.ts';
import { sunCare } from './sun-care.ts';
import { otcSkinOther } from './otc-skin-other.ts';
import type { GroupCode } from './vocabulary.ts';

const members = new Map(
  [
    ...otcPainAllergy,
    ...otcColdFlu,
    ...otcDigestion,
    ...otcSkinOther,
    ...devices,
    ...firstAid,
    ...hygiene,
    ...sunCare,
  ].map((p) => [p.sku, p]),
);

const priceOf = (sku: string): number => {
  const product = members.get(sku);
  if (!product) throw new Error(`Unknown member SKU ${sku}`);
  return product.price;
};

interface CompositeSpec {
  sku: string;
  medicine: boolean;
  categories: string[];
  name: Localized;
  short: Localized;
  how: Localized;
  tags?: string[];
  reasons: string[];
  group?: GroupCode;
}

function medicineAttributes(skus: string[]): SeedAttributeValues {
  const medicines = skus
    .map((sku) => members.get(sku))
    .filter((p): p is SeedProduct => p?.isMedicine === true);
  const primary = medicines[0];
  if (!primary) return {};
  return {
    Atc: primary.attributes.Atc,
    Substance: [...new Set(medicines.flatMap((p) => p.attributes.Substance as string[]))],
    MethodOfMedicine: primary.attributes.MethodOfMedicine,
    MethodOfUse: primary.attributes.MethodOfUse,
    Usage: primary.attributes.Usage,
  };
}

function composite(spec: CompositeSpec, price: number, skus: string[]): SeedProduct {
  return {
    sku: spec.sku,
    type: 'simple',
    typeCode: spec.medicine ? 200 : 100,
    visibility: 4,
    name: spec.name,
    shortDescription: spec.short,
    description: joinL(spec.short, spec.how, spec.medicine ? OTC_NOTE : undefined),
    price: round2(price),
    taxClass: spec.medicine ? 'medicine' : 'standard',
    isMedicine: spec.medicine,
    categories: spec.categories,
    attributes: {
      Type: spec.medicine ? '200' : '100',
      ProductTypeFilter: spec.group ?? (spec.medicine ? 'otc' : 'medical-device'),
      Brand: 'apteek',
      Manufacturer: BRANDS.apteek.manufacturer,
      Unit: 'tk',
      Amount: 1,
      StorageRequirement: 'KUIVAS',
      ReasonForUse: spec.reasons,
      PatientAge: ['adults'],
      ...(spec.tags ? { Tag: spec.tags } : {}),
      ...(spec.medicine ? medicineAttributes(skus) : {}),
    },
    stock: stockFor(spec.sku),
    createdAt: createdAtFor(spec.sku, spec.tags?.includes('new') ?? false),
    image: { shape: 'box', color: BRANDS.apteek.color },
  };
}

function grouped(spec: CompositeSpec, items: { sku: string; qty: number }[]): SeedProduct {
  const price = items.reduce((sum, item) => sum + priceOf(item.sku) * item.qty, 0);
  return {
    ...composite(
      spec,
      price,
      items.map((i) => i.sku),
    ),
    type: 'grouped',
    grouped: items,
  };
}

function bundle(spec: CompositeSpec, options: SeedBundleOption[]): SeedProduct {
  const price = options
    .flatMap((o) => o.selections.filter((s) => s.isDefault))
    .reduce((sum, s) => sum + priceOf(s.sku) * s.qty, 0);
  const skus = options.flatMap((o) => o.selections.map((s) => s.sku));
  return { ...composite(spec, price, skus), type: 'bundle', bundle: options };
}

export const groupedProducts: SeedProduct[] = [
  grouped(
    {
      sku: 'COLD-KIT',
      medicine: true,
      categories: ['cold-flu'],
      reasons: ['cold', 'fever', 'cough', 'sore-throat', 'blocked-nose'],
      tags: ['pharmacist-choice'],
      name: L('Külmetuse komplekt', 'Flunssapakkaus', 'Cold season kit', 'Набор от простуды'),
      short: L(
        'Apteekri koostatud komplekt külmetuse esimesteks sümptomiteks: palavik, kinnine nina, kurguvalu ja köha.',
        'Farmaseutin kokoama pakkaus flunssan ensioireisiin: kuume, tukkoinen nenä, kurkkukipu ja yskä.',
        'Pharmacist-selected kit for the first symptoms of a cold: fever, blocked nose, sore throat and cough.',
        'Подобранный фармацевтом набор при первых симптомах простуды: температура, заложенный нос, боль в горле и кашель.',
      ),
      how: L(
        'Valige vajalikud tooted ja kogused ning lugege iga ravimi pakendi infolehte.',
        'Valitse tarvittavat tuotteet ja määrät ja lue jokaisen lääkkeen pakkausseloste.',
        'Choose the products and quantities you need and read the leaflet of each medicine.',
        'Выберите нужные товары и количество и прочитайте листок-вкладыш каждого лекарства.',
      ),
    },
    [
      { sku: 'PARA-500-20', qty: 1 },
      { sku: 'XYLO-01-10', qty: 1 },
      { sku: 'DCBA-LOZ-24', qty: 1 },
      { sku: 'ACC-600-10', qty: 1 },
    ],
  ),
  grouped(
    {
      sku: 'TRAVEL-KIT',
      medicine: true,
      categories: ['diarrhoea', 'first-aid'],
      reasons: ['diarrhoea', 'dehydration', 'wound-care', 'hand-hygiene'],
      name: L('Reisiapteegi komplekt', 'Matka-apteekkipakkaus', 'Travel pharmacy kit', 'Дорожная аптечка'),
      short: L(
        'Reisile kaasa: vahendid kõhulahtisuse, vedelikukao ja väikeste haavade korral ning käte puhtuseks.',
        'Matkalle mukaan: tuotteet ripuliin, nestehukkaan ja pieniin haavoihin sekä käsihygieniaan.',
        'For your travels: essentials for diarrhoea, dehydration and minor cuts, plus hand hygiene.',
        'В дорогу: средства при диарее, обезвоживании и мелких ранах, а также для гигиены рук.',
      ),
      how: L(
        'Pakkige komplekt käsipagasisse ja hoidke ravimid originaalpakendis.',
        'Pakkaa pakkaus käsimatkatavaroihin ja säilytä lääkkeet alkuperäispakkauksissa.',
        'Pack the kit in your hand luggage and keep medicines in their original packaging.',
        'Положите набор в ручную кладь и храните лекарства в оригинальной упаковке.',
      ),
    },
    [
      { sku: 'LOPE-2-10', qty: 1 },
      { sku: 'ORS-10', qty: 1 },
      { sku: 'CHAR-250-20', qty: 1 },
      { sku: 'PLAST-20', qty: 1 },
      { sku: 'SANI-100', qty: 1 },
    ],
  ),
  grouped(
    {
      sku: 'FIRSTAID-KIT',
      medicine: false,
      categories: ['first-aid'],
      reasons: ['wound-care', 'muscle-joint-pain'],
      name: L(
        'Kodune esmaabikomplekt',
        'Kodin ensiapupakkaus',
        'Home first aid kit',
        'Домашняя аптечка первой помощи',
      ),
      short: L(
        'Kõik vajalik väikeste haavade, kriimustuste ja nikastuste esmaabiks kodus.',
        'Kaikki tarvittava pienten haavojen, naarmujen ja nyrjähdysten ensiapuun kotona.',
        'Everything you need for first aid for minor cuts, scratches and sprains at home.',
        'Всё необходимое для первой помощи при мелких ранах, царапинах и растяжениях дома.',
      ),
      how: L(
        'Hoidke komplekti kuivas ja lastele kättesaamatus kohas ning täiendage seda pärast kasutamist.',
        'Säilytä pakkaus kuivassa paikassa lasten ulottumattomissa ja täydennä sitä käytön jälkeen.',
        'Keep the kit in a dry place out of reach of children and restock it after use.',
        'Храните аптечку в сухом, недоступном для детей месте и пополняйте её после использования.',
      ),
    },
    [
      { sku: 'PLAST-20', qty: 2 },
      { sku: 'PLAST-WP-20', qty: 1 },
      { sku: 'BANDAGE-8CM', qty: 1 },
      { sku: 'GAUZE-10', qty: 1 },
      { sku: 'WOUND-SPRAY-50', qty: 1 },
      { sku: 'COLD-PACK', qty: 1 },
    ],
  ),
];

export const bundleProducts: SeedProduct[] = [
  bundle(
    {
      sku: 'ALLERGY-BUNDLE',
      medicine: true,
      categories: ['allergy'],
      reasons: ['allergy', 'dry-eyes', 'blocked-nose'],
      name: L(
        'Allergiahooaja komplekt',
        'Allergiakauden pakkaus',
        'Allergy season bundle',
        'Набор на сезон аллергии',
      ),
      short: L(
        'Koostage oma allergiakomplekt: allergiatablett, niisutavad silmatilgad ja soovi korral ninasprei.',
        'Kokoa oma allergiapakkaus: allergiatabletti, kosteuttavat silmätipat ja halutessasi nenäsumute.',
        'Build your own allergy kit: an allergy tablet, moisturising eye drops and a nasal spray if you wish.',
        'Соберите свой набор от аллергии: таблетки, увлажняющие глазные капли и при желании назальный спрей.',
      ),
      how: L(
        'Alustage tablettide võtmist juba enne õietolmuhooaja algust.',
        'Aloita tablettien käyttö jo ennen siitepölykauden alkua.',
        'Start taking the tablets before the pollen season begins.',
        'Начинайте приём таблеток ещё до начала сезона пыления.',
      ),
    },
    [
      {
        title: L('Allergiatablett', 'Allergiatabletti', 'Allergy tablet', 'Таблетки от аллергии'),
        type: 'select',
        required: true,
        selections: [
          { sku: 'CETI-10-30', qty: 1, isDefault: true },
          { sku: 'LORA-10-30', qty: 1, isDefault: false },
          { sku: 'DESL-5-30', qty: 1, isDefault: false },
        ],
      },
      {
        title: L('Silmatilgad', 'Silmätipat', 'Eye drops', 'Глазные капли'),
        type: 'radio',
        required: true,
        selections: [
          { sku: 'TEARS-10', qty: 1, isDefault: true },
          { sku: 'TEARS-SD-20', qty: 1, isDefault: false },
        ],
      },
      {
        title: L('Lisatooted', 'Lisätuotteet', 'Add-ons', 'Дополнительно'),
        type: 'checkbox',
        required: false,
        selections: [
          { sku: 'MOME-NS-140', qty: 1, isDefault: false },
          { sku: 'HYDR-1-15', qty: 1, isDefault: false },
        ],
      },
    ],
  ),
  bundle(
    {
      sku: 'SUN-BUNDLE',
      medicine: false,
      group: 'cosmetics',
      categories: ['sun-care'],
      reasons: ['sun-protection'],
      name: L(
        'Päikesekaitse komplekt',
        'Aurinkosuojapakkaus',
        'Sun protection bundle',
        'Набор для защиты от солнца',
      ),
      short: L(
        'Valige endale sobiv päikesekaitsetoode ning lisage huulepalsam ja päevitusjärgne geel.',
        'Valitse sopiva aurinkosuoja ja lisää huulivoide sekä auringon jälkeinen geeli.',
        'Pick the sunscreen that suits you and add a lip balm and after-sun gel.',
        'Выберите подходящее солнцезащитное средство и добавьте бальзам для губ и гель после загара.',
      ),
      how: L(
        'Kandke päikesekaitset rohkelt ja uuendage seda iga 2 tunni järel.',
        'Levitä aurinkosuojaa runsaasti ja lisää sitä 2 tunnin välein.',
        'Apply sunscreen generously and reapply every 2 hours.',
        'Наносите солнцезащитное средство обильно и обновляйте каждые 2 часа.',
      ),
    },
    [
      {
        title: L('Päikesekaitse', 'Aurinkosuoja', 'Sunscreen', 'Солнцезащитное средство'),
        type: 'radio',
        required: true,
        selections: [
          { sku: 'SUN-50-50', qty: 1, isDefault: true },
          { sku: 'SUN-30-200', qty: 1, isDefault: false },
          { sku: 'SUN-SPRAY-200', qty: 1, isDefault: false },
        ],
      },
      {
        title: L('Huultele', 'Huulille', 'For lips', 'Для губ'),
        type: 'select',
        required: true,
        selections: [{ sku: 'LIPB-SPF15', qty: 1, isDefault: true }],
      },
      {
        title: L('Pärast päikest', 'Auringon jälkeen', 'After sun', 'После солнца'),
        type: 'checkbox',
        required: false,
        selections: [{ sku: 'AFTERSUN-200', qty: 1, isDefault: false }],
      },
    ],
  ),
  bundle(
    {
      sku: 'DIAB-BUNDLE',
      medicine: false,
      categories: ['diabetes-supplies'],
      reasons: ['diabetes', 'health-monitoring'],
      name: L(
        'Diabeedi stardikomplekt',
        'Diabeteksen aloituspakkaus',
        'Diabetes starter bundle',
        'Стартовый набор для диабетика',
      ),
      short: L(
        'Veresuhkrumõõtja koos testribade ja lantsettidega – kõik igapäevaseks mõõtmiseks vajalik.',
        'Verensokerimittari testiliuskoineen ja lansetteineen – kaikki päivittäiseen mittaukseen.',
        'Glucose meter with test strips and lancets: everything you need for daily testing.',
        'Глюкометр с тест-полосками и ланцетами — всё для ежедневных измерений.',
      ),
      how: L(
        'Enne esimest mõõtmist lugege kasutusjuhendit ja vajadusel küsige apteekrilt nõu.',
        'Lue käyttöohje ennen ensimmäistä mittausta ja kysy tarvittaessa neuvoa farmaseutilta.',
        'Read the instructions before your first test and ask a pharmacist if you need help.',
        'Перед первым измерением прочитайте инструкцию и при необходимости обратитесь к фармацевту.',
      ),
    },
    [
      {
        title: L('Mõõtja', 'Mittari', 'Meter', 'Глюкометр'),
        type: 'select',
        required: true,
        selections: [{ sku: 'GLUCO-METER', qty: 1, isDefault: true }],
      },
      {
        title: L('Testribad', 'Testiliuskat', 'Test strips', 'Тест-полоски'),
        type: 'radio',
        required: true,
        selections: [{ sku: 'STRIPS-50', qty: 2, isDefault: true }],
      },
      {
        title: L('Lantsetid', 'Lansetit', 'Lancets', 'Ланцеты'),
        type: 'checkbox',
        required: false,
        selections: [{ sku: 'LANCETS-100', qty: 1, isDefault: true }],
      },
    ],
  ),
];
