import type { AttributeCode } from '@apteek/domain';
import type { Localized, SeedAttribute, SeedAttributeOption } from '../../source-types.ts';
import { BRANDS, MANUFACTURERS } from './brands.ts';
import { CAMPAIGN_LABELS } from './campaigns.ts';
import { capitalize, L, mapL } from './helpers.ts';
import { REASONS } from './reasons.ts';
import { ATC_GROUPS, SUBSTANCES } from './substances.ts';
import {
  AGES,
  FLAVOURS,
  FORMS,
  GROUPS,
  PACK_SIZES,
  packSizeLabel,
  ROUTES,
  SIZES,
  STORAGE,
  TAGS,
  TYPES,
  UNITS,
  USAGES,
} from './vocabulary.ts';

const options = (entries: Record<string, Localized>): SeedAttributeOption[] =>
  Object.entries(entries).map(([code, label]) => ({ code, label }));

const FILTERABLE = new Set<AttributeCode>([
  'Brand',
  'Usage',
  'MethodOfMedicine',
  'Atc',
  'Campaign',
  'ProductTypeFilter',
  'Tag',
  'Manufacturer',
  'Substance',
  'PatientAge',
  'ReasonForUse',
  'StorageRequirement',
]);

const COMPARABLE = new Set<AttributeCode>([
  'Atc',
  'Substance',
  'MethodOfMedicine',
  'MethodOfUse',
  'Amount',
  'Unit',
  'StandardUnitPrice',
  'ReferencePrice',
]);

const HIDDEN = new Set<AttributeCode>(['Type', 'Campaign', 'Tag', 'CustomerInfoUrl']);

function attribute(
  code: AttributeCode,
  input: SeedAttribute['input'],
  label: Localized,
  values?: SeedAttributeOption[],
): SeedAttribute {
  return {
    code,
    input,
    label,
    isFilterable: FILTERABLE.has(code),
    isComparable: COMPARABLE.has(code),
    isVisible: !HIDDEN.has(code),
    ...(values ? { options: values } : {}),
  };
}

const atcOptions: SeedAttributeOption[] = Object.entries(ATC_GROUPS)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => ({ code, label: mapL((lang) => `${code} ${capitalize(name[lang])}`) }));

const substanceOptions: SeedAttributeOption[] = Object.entries(SUBSTANCES).map(([code, s]) => ({
  code,
  label: mapL((lang) => capitalize(s.name[lang])),
}));

const formOptions: SeedAttributeOption[] = Object.entries(FORMS).map(([code, f]) => ({
  code,
  label: f.label,
}));

const brandOptions: SeedAttributeOption[] = Object.entries(BRANDS).map(([code, b]) => ({
  code,
  label: b.label,
}));

export const attributes: SeedAttribute[] = [
  attribute('Atc', 'select', L('ATC-kood', 'ATC-koodi', 'ATC code', 'Код ATC'), atcOptions),
  attribute('Type', 'select', L('Tootetüüp', 'Tuotetyyppi', 'Product type', 'Тип товара'), options(TYPES)),
  attribute(
    'ProductTypeFilter',
    'select',
    L('Tooterühm', 'Tuoteryhmä', 'Product group', 'Группа товаров'),
    options(GROUPS),
  ),
  attribute('Unit', 'select', L('Mõõtühik', 'Mittayksikkö', 'Unit', 'Единица измерения'), options(UNITS)),
  attribute(
    'MethodOfUse',
    'select',
    L('Manustamisviis', 'Antotapa', 'Route of administration', 'Способ введения'),
    options(ROUTES),
  ),
  attribute(
    'MethodOfMedicine',
    'select',
    L('Ravimvorm', 'Lääkemuoto', 'Dosage form', 'Лекарственная форма'),
    formOptions,
  ),
  attribute('Brand', 'select', L('Kaubamärk', 'Tuotemerkki', 'Brand', 'Бренд'), brandOptions),
  attribute(
    'PatientAge',
    'multiselect',
    L('Vanuserühm', 'Ikäryhmä', 'Age group', 'Возрастная группа'),
    options(AGES),
  ),
  attribute(
    'ReasonForUse',
    'multiselect',
    L('Kasutusvaldkond', 'Käyttötarkoitus', 'Reason for use', 'Показания'),
    options(REASONS),
  ),
  attribute(
    'CustomerInfoUrl',
    'text',
    L('Pakendi infoleht', 'Pakkausseloste', 'Package leaflet', 'Листок-вкладыш'),
  ),
  attribute('Usage', 'select', L('Kasutamine', 'Käyttö', 'Usage', 'Применение'), options(USAGES)),
  attribute(
    'Substance',
    'multiselect',
    L('Toimeaine', 'Vaikuttava aine', 'Active substance', 'Действующее вещество'),
    substanceOptions,
  ),
  attribute('Tag', 'multiselect', L('Sildid', 'Tunnisteet', 'Tags', 'Метки'), options(TAGS)),
  attribute(
    'Manufacturer',
    'select',
    L('Tootja', 'Valmistaja', 'Manufacturer', 'Производитель'),
    options(MANUFACTURERS),
  ),
  attribute(
    'Amount',
    'number',
    L('Kogus pakendis', 'Määrä pakkauksessa', 'Amount in pack', 'Количество в упаковке'),
  ),
  attribute(
    'Campaign',
    'multiselect',
    L('Kampaania', 'Kampanja', 'Campaign', 'Акция'),
    options(CAMPAIGN_LABELS),
  ),
  attribute(
    'StorageRequirement',
    'select',
    L('Säilitamine', 'Säilytys', 'Storage', 'Условия хранения'),
    options(STORAGE),
  ),
  attribute('ReferencePrice', 'price', L('Piirhind', 'Viitehinta', 'Reference price', 'Предельная цена')),
  attribute(
    'MedicalInsurancePrice50',
    'price',
    L(
      'Hind 50% soodustusega',
      'Hinta 50 %:n korvauksella',
      'Price with 50% reimbursement',
      'Цена со скидкой 50%',
    ),
  ),
  attribute(
    'MedicalInsurancePrice75',
    'price',
    L(
      'Hind 75% soodustusega',
      'Hinta 75 %:n korvauksella',
      'Price with 75% reimbursement',
      'Цена со скидкой 75%',
    ),
  ),
  attribute(
    'MedicalInsurancePrice90',
    'price',
    L(
      'Hind 90% soodustusega',
      'Hinta 90 %:n korvauksella',
      'Price with 90% reimbursement',
      'Цена со скидкой 90%',
    ),
  ),
  attribute(
    'MedicalInsurancePrice100',
    'price',
    L(
      'Hind 100% soodustusega',
      'Hinta 100 %:n korvauksella',
      'Price with 100% reimbursement',
      'Цена со скидкой 100%',
    ),
  ),
  attribute('StandardUnitPrice', 'price', L('Ühikuhind', 'Yksikköhinta', 'Unit price', 'Цена за единицу')),
  attribute('Size', 'select', L('Suurus', 'Koko', 'Size', 'Размер'), options(SIZES)),
  attribute('Flavour', 'select', L('Maitse', 'Maku', 'Flavour', 'Вкус'), options(FLAVOURS)),
  attribute(
    'PackSize',
    'select',
    L('Pakendi suurus', 'Pakkauskoko', 'Pack size', 'Размер упаковки'),
    PACK_SIZES.map((size) => ({ code: String(size), label: packSizeLabel(size) })),
  ),
];
