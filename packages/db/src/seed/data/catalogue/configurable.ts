import type { AttributeCode } from '@apteek/domain';
import type { Localized, SeedImage, SeedProduct, TaxClassCode } from '../../source-types.ts';
import { BRANDS, type BrandCode } from './brands.ts';
import { SUPPLEMENT_NOTE } from './goods.ts';
import { createdAtFor, joinL, L, stockFor, type StockLevel } from './helpers.ts';
import type { ReasonCode } from './reasons.ts';
import { FLAVOURS, type AgeCode, type GroupCode } from './vocabulary.ts';

type Axis = Extract<AttributeCode, 'Size' | 'Flavour' | 'PackSize'>;

interface Variant {
  code: string;
  price: number;
  stock?: StockLevel;
}

interface ConfigurableSpec {
  sku: string;
  axis: Axis;
  group: GroupCode;
  taxClass: TaxClassCode;
  brand: BrandCode;
  categories: string[];
  name: Localized;
  short: Localized;
  how: Localized;
  note?: Localized;
  shape: SeedImage['shape'];
  reasons: ReasonCode[];
  ages: AgeCode[];
  tags?: string[];
  amount: (variant: Variant) => number;
  variants: Variant[];
}

const variantSuffix = (axis: Axis, code: string): Localized => {
  if (axis === 'Size') return L(`suurus ${code}`, `koko ${code}`, `size ${code}`, `размер ${code}`);
  if (axis === 'PackSize') return L(`N${code}`, `${code} kpl`, `${code} pcs`, `${code} шт.`);
  const f = FLAVOURS[code as keyof typeof FLAVOURS];
  return L(f.et.toLowerCase(), f.fi.toLowerCase(), f.en.toLowerCase(), f.ru.toLowerCase());
};

function configurable(spec: ConfigurableSpec): SeedProduct[] {
  const brand = BRANDS[spec.brand];
  const description = joinL(spec.short, spec.how, spec.note);
  const image: SeedImage = { shape: spec.shape, color: brand.color };
  const base = {
    Type: '100',
    ProductTypeFilter: spec.group,
    Brand: spec.brand,
    Manufacturer: brand.manufacturer,
    StorageRequirement: 'KUIVAS',
    ReasonForUse: spec.reasons,
    PatientAge: spec.ages,
  };
  const children: SeedProduct[] = spec.variants.map((variant) => {
    const sku = `${spec.sku}-${variant.code.toUpperCase()}`;
    const suffix = variantSuffix(spec.axis, variant.code);
    return {
      sku,
      type: 'simple',
      typeCode: 100,
      visibility: 1,
      name: L(
        `${spec.name.et}, ${suffix.et}`,
        `${spec.name.fi}, ${suffix.fi}`,
        `${spec.name.en}, ${suffix.en}`,
        `${spec.name.ru}, ${suffix.ru}`,
      ),
      shortDescription: spec.short,
      description,
      price: variant.price,
      taxClass: spec.taxClass,
      isMedicine: false,
      categories: [],
      attributes: {
        ...base,
        Unit: 'tk',
        Amount: spec.amount(variant),
        [spec.axis]: variant.code,
      },
      stock: stockFor(sku, variant.stock),
      createdAt: createdAtFor(sku, false),
      image,
    };
  });
  const qty = children.reduce((sum, child) => sum + child.stock.qty, 0);
  const parent: SeedProduct = {
    sku: spec.sku,
    type: 'configurable',
    typeCode: 100,
    visibility: 4,
    name: spec.name,
    shortDescription: spec.short,
    description,
    price: Math.min(...spec.variants.map((v) => v.price)),
    taxClass: spec.taxClass,
    isMedicine: false,
    categories: spec.categories,
    attributes: {
      ...base,
      Unit: 'tk',
      Amount: spec.amount(spec.variants[0] as Variant),
      ...(spec.tags ? { Tag: spec.tags } : {}),
    },
    stock: { qty: Math.max(qty, 10), status: 'ok' },
    createdAt: createdAtFor(spec.sku, spec.tags?.includes('new') ?? false),
    image,
    configurable: { axes: [spec.axis], children: children.map((c) => c.sku) },
  };
  return [parent, ...children];
}

export const configurableProducts: SeedProduct[] = [
  ...configurable({
    sku: 'COMP-STOCK',
    axis: 'Size',
    group: 'medical-device',
    taxClass: 'standard',
    brand: 'kompressa',
    categories: ['compression-stockings'],
    name: L(
      'Kompressa kompressioonpõlvikud, klass 1',
      'Kompressa tukisukat, polvipituiset, luokka 1',
      'Kompressa Compression knee-high stockings, class 1',
      'Kompressa Компрессионные гольфы, 1 класс',
    ),
    shape: 'box',
    reasons: ['leg-circulation'],
    ages: ['adults', 'pregnant', 'seniors'],
    short: L(
      'Kerge kompressiooniga põlvikud, mis vähendavad jalgade väsimust ja turset pikal seismisel, istumisel ja reisimisel.',
      'Kevyesti tukevat polvisukat, jotka vähentävät jalkojen väsymystä ja turvotusta pitkässä seisomisessa, istumisessa ja matkoilla.',
      'Light-compression knee-highs that reduce tired, swollen legs during long periods of standing, sitting or travel.',
      'Гольфы лёгкой компрессии уменьшают усталость и отёки ног при долгом стоянии, сидении и в поездках.',
    ),
    how: L(
      'Valige suurus sääre ümbermõõdu järgi ja pange põlvikud jalga hommikul enne tursete teket.',
      'Valitse koko pohkeen ympärysmitan mukaan ja pue sukat aamulla ennen turvotuksen alkamista.',
      'Choose the size by calf circumference and put them on in the morning before swelling starts.',
      'Подбирайте размер по обхвату голени и надевайте гольфы утром, до появления отёков.',
    ),
    amount: () => 2,
    variants: [
      { code: 'S', price: 24.9 },
      { code: 'M', price: 24.9 },
      { code: 'L', price: 24.9, stock: 'low' },
      { code: 'XL', price: 26.9, stock: 'out' },
    ],
  }),
  ...configurable({
    sku: 'KNEE-SUP',
    axis: 'Size',
    group: 'medical-device',
    taxClass: 'standard',
    brand: 'kompressa',
    categories: ['joint-supports'],
    name: L(
      'Kompressa põlvetugi',
      'Kompressa polvituki',
      'Kompressa Knee support',
      'Kompressa Бандаж на колено',
    ),
    shape: 'box',
    reasons: ['joint-support', 'muscle-joint-pain'],
    ages: ['adults', 'children-12-plus'],
    tags: ['new'],
    short: L(
      'Hingavast elastsest materjalist põlvetugi, mis stabiliseerib liigest sportimisel ja taastumise ajal.',
      'Hengittävästä joustavasta materiaalista valmistettu polvituki tukee niveltä urheillessa ja toipuessa.',
      'Breathable elastic knee support that stabilises the joint during sport and recovery.',
      'Бандаж из дышащего эластичного материала стабилизирует колено во время спорта и восстановления.',
    ),
    how: L(
      'Mõõtke reie ümbermõõt 15 cm põlvekedrast kõrgemalt ja valige suurus tabeli järgi.',
      'Mittaa reiden ympärys 15 cm polvilumpion yläpuolelta ja valitse koko taulukon mukaan.',
      'Measure around the thigh 15 cm above the kneecap and choose the size from the chart.',
      'Измерьте обхват бедра на 15 см выше коленной чашечки и подберите размер по таблице.',
    ),
    amount: () => 1,
    variants: [
      { code: 'S', price: 19.9 },
      { code: 'M', price: 19.9 },
      { code: 'L', price: 21.9 },
    ],
  }),
  ...configurable({
    sku: 'ELECTRO',
    axis: 'Flavour',
    group: 'supplement',
    taxClass: 'food',
    brand: 'vitanord',
    categories: ['sports-electrolytes'],
    name: L(
      'VitaNord elektrolüütide joogipulber, 10 kotikest',
      'VitaNord elektrolyyttijuomajauhe, 10 annospussia',
      'VitaNord Electrolyte drink powder, 10 sachets',
      'VitaNord Электролитный порошок для напитка, 10 пакетиков',
    ),
    shape: 'sachet',
    reasons: ['dehydration', 'tiredness'],
    ages: ['adults', 'children-6-12'],
    tags: ['new', 'vegan'],
    short: L(
      'Elektrolüütide ja glükoosiga joogipulber vedelikutasakaalu taastamiseks pärast sporti, kuumust või haigust.',
      'Elektrolyyttejä ja glukoosia sisältävä juomajauhe nestetasapainon palauttamiseen urheilun, helteen tai sairauden jälkeen.',
      'Drink powder with electrolytes and glucose to restore fluid balance after exercise, heat or illness.',
      'Порошок для напитка с электролитами и глюкозой для восстановления водного баланса после спорта, жары или болезни.',
    ),
    how: L(
      'Lahustage 1 kotike 250 ml külmas vees ja jooge aeglaselt.',
      'Liuota 1 annospussi 250 ml:aan kylmää vettä ja juo hitaasti.',
      'Dissolve 1 sachet in 250 ml of cold water and drink slowly.',
      'Растворите 1 пакетик в 250 мл холодной воды и пейте медленно.',
    ),
    note: SUPPLEMENT_NOTE,
    amount: () => 10,
    variants: [
      { code: 'lemon', price: 6.9 },
      { code: 'orange', price: 6.9 },
      { code: 'raspberry', price: 6.9, stock: 'low' },
      { code: 'neutral', price: 6.5 },
    ],
  }),
  ...configurable({
    sku: 'VITC-CHEW',
    axis: 'PackSize',
    group: 'supplement',
    taxClass: 'food',
    brand: 'vitanord',
    categories: ['vitamin-c'],
    name: L(
      'VitaNord C-vitamiin 100 mg närimistabletid lastele',
      'VitaNord C-vitamiini 100 mg purutabletti lapsille',
      'VitaNord Vitamin C 100 mg chewable tablets for children',
      'VitaNord Витамин C 100 мг жевательные таблетки для детей',
    ),
    shape: 'jar',
    reasons: ['immunity'],
    ages: ['children-2-6', 'children-6-12'],
    tags: ['sugar-free'],
    short: L(
      'Apelsinimaitselised ksülitooliga magustatud C-vitamiini närimistabletid lastele alates 4 aastast.',
      'Appelsiininmakuiset, ksylitolilla makeutetut C-vitamiinipurutabletit yli 4-vuotiaille lapsille.',
      'Orange-flavoured, xylitol-sweetened vitamin C chewable tablets for children from 4 years.',
      'Жевательные таблетки витамина C со вкусом апельсина, подслащённые ксилитом, для детей с 4 лет.',
    ),
    how: L(
      'Lapsed närivad 1 tableti päevas pärast sööki.',
      'Lapset pureskelevat 1 tabletin päivässä aterian jälkeen.',
      'Children chew 1 tablet a day after a meal.',
      'Детям разжёвывать по 1 таблетке в день после еды.',
    ),
    note: SUPPLEMENT_NOTE,
    amount: (v) => Number(v.code),
    variants: [
      { code: '30', price: 3.9 },
      { code: '60', price: 6.5 },
      { code: '100', price: 9.5 },
    ],
  }),
];
