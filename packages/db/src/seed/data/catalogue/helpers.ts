import type { Language, PharmacyTypeCode, Visibility } from '@apteek/domain';
import type {
  Localized,
  SeedAttributeValues,
  SeedCustomOption,
  SeedImage,
  SeedProduct,
  TaxClassCode,
} from '../../source-types.ts';

export const L = (et: string, fi: string, en: string, ru: string): Localized => ({ et, fi, en, ru });

export const mapL = (f: (lang: Language) => string): Localized => ({
  et: f('et'),
  fi: f('fi'),
  en: f('en'),
  ru: f('ru'),
});

export const joinL = (...parts: (Localized | undefined)[]): Localized =>
  mapL((lang) =>
    parts
      .filter((p): p is Localized => p !== undefined)
      .map((p) => p[lang])
      .join(' '),
  );

export const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export const capL = (l: Localized): Localized => mapL((lang) => capitalize(l[lang]));

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export const formatNumber = (n: number, lang: Language): string =>
  lang === 'en' ? String(n) : String(n).replace('.', ',');

export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const DAY = 86_400_000;

export function dateBetween(seed: string, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY);
  const day = hash(seed) % (days + 1);
  const hour = 7 + (hash(`${seed}:h`) % 11);
  const minute = hash(`${seed}:m`) % 60;
  return new Date(start + day * DAY + hour * 3_600_000 + minute * 60_000).toISOString();
}

export const RANGE_START = '2025-01-01';
export const RANGE_END = '2026-11-15';
export const NEW_FROM = '2026-09-20';

export const createdAtFor = (sku: string, isNew: boolean): string =>
  isNew ? dateBetween(sku, NEW_FROM, RANGE_END) : dateBetween(sku, RANGE_START, '2026-09-10');

export type StockLevel = 'low' | 'out';

export function stockFor(sku: string, level?: StockLevel): SeedProduct['stock'] {
  if (level === 'out') return { qty: 0, status: 'out_of_stock' };
  if (level === 'low') return { qty: 1 + (hash(`${sku}:q`) % 3), status: 'volatile' };
  return { qty: 12 + (hash(`${sku}:q`) % 230), status: 'ok' };
}

export type PackKind = 'count' | 'doses' | 'ml' | 'l' | 'g' | 'none';
export type UnitCode = 'kg' | 'l' | 'ml' | 'tk' | 'g';

const RU_UNITS: Record<string, string> = { ml: 'мл', l: 'л', g: 'г', kg: 'кг' };

export function packSuffix(kind: PackKind, n: number): Localized | undefined {
  switch (kind) {
    case 'count':
      return L(`N${n}`, `${n} kpl`, n === 1 ? '1 pc' : `${n} pcs`, `${n} шт.`);
    case 'doses':
      return L(`${n} annust`, `${n} annosta`, `${n} doses`, `${n} доз`);
    case 'ml':
    case 'l':
    case 'g':
      return mapL((lang) => `${formatNumber(n, lang)} ${lang === 'ru' ? RU_UNITS[kind] : kind}`);
    case 'none':
      return undefined;
  }
}

export function withPack(base: Localized, kind: PackKind, n: number): Localized {
  const suffix = packSuffix(kind, n);
  if (!suffix) return base;
  return {
    et: `${base.et} ${suffix.et}`,
    fi: `${base.fi} ${suffix.fi}`,
    en: `${base.en}, ${suffix.en}`,
    ru: `${base.ru}, ${suffix.ru}`,
  };
}

export const unitOf = (kind: PackKind): UnitCode =>
  kind === 'ml' ? 'ml' : kind === 'l' ? 'l' : kind === 'g' ? 'g' : 'tk';

export function standardUnitPrice(kind: PackKind, n: number, price: number): number | undefined {
  if (kind === 'none' || ((kind === 'count' || kind === 'doses') && n <= 1)) return undefined;
  const factor = kind === 'ml' || kind === 'g' ? 1000 : 1;
  return Math.max(0.01, round2((price / n) * factor));
}

const RU_STRENGTH: Record<string, string> = {
  mg: 'мг',
  µg: 'мкг',
  g: 'г',
  'mg/ml': 'мг/мл',
  'µg/ml': 'мкг/мл',
  '%': '%',
};

export type StrengthUnit = 'mg' | 'µg' | 'g' | 'mg/ml' | 'µg/ml' | '%';

export const strength = (value: number, unit: StrengthUnit): Localized =>
  mapL((lang) => {
    const u = lang === 'ru' ? RU_STRENGTH[unit] : unit;
    return unit === '%' ? `${formatNumber(value, lang)}%` : `${formatNumber(value, lang)} ${u}`;
  });

export type Special = NonNullable<SeedProduct['special']>;
export type Window = { from?: string; to?: string };

export const WINTER: Window = { from: '2026-11-01', to: '2027-02-28' };
export const VITAMIN_WEEK: Window = { from: '2026-11-16', to: '2026-11-30' };
export const SKIN_DAYS: Window = { from: '2026-11-10', to: '2026-12-10' };
export const SPRING_2027: Window = { from: '2027-03-01', to: '2027-05-31' };
export const SUMMER_2026: Window = { from: '2026-06-01', to: '2026-08-31' };
export const AUTUMN_2026: Window = { from: '2026-09-01', to: '2026-10-15' };

export const sale = (price: number, window: Window): Special => ({ price, ...window });

export interface PackSpec {
  n: number;
  price: number;
  sku?: string;
  name?: Localized;
  stock?: StockLevel;
  special?: Special;
  tags?: string[];
  visibility?: Visibility;
  createdAt?: string;
  customOptions?: SeedCustomOption[];
  tierPrices?: SeedProduct['tierPrices'];
  attributes?: SeedAttributeValues;
}

export interface LineSpec {
  prefix: string;
  typeCode: PharmacyTypeCode;
  group: string;
  taxClass: TaxClassCode;
  brand: string;
  manufacturer: string;
  categories: string[];
  name: Localized;
  pack: PackKind;
  short: Localized;
  how?: Localized;
  note?: Localized;
  image: SeedImage;
  attributes?: SeedAttributeValues;
  storage?: 'HKYLM' | 'KUIVAS';
  reasons?: string[];
  ages?: string[];
  tags?: string[];
  unitPrice?: boolean;
  packs: PackSpec[];
  packAttributes?: (pack: PackSpec, price: number) => SeedAttributeValues;
  /** Packs of this line one order may hold (pharmacies limit common OTC medicines). */
  maxSaleQty?: number;
}

export const skuOf = (prefix: string, pack: PackSpec): string => pack.sku ?? `${prefix}-${pack.n}`;

export function buildLine(spec: LineSpec): SeedProduct[] {
  return spec.packs.map((pack) => {
    const sku = skuOf(spec.prefix, pack);
    const tags = [...(spec.tags ?? []), ...(pack.tags ?? [])];
    const unitPrice = spec.unitPrice === false ? undefined : standardUnitPrice(spec.pack, pack.n, pack.price);
    const attributes: SeedAttributeValues = {
      Type: String(spec.typeCode),
      ProductTypeFilter: spec.group,
      Brand: spec.brand,
      Manufacturer: spec.manufacturer,
      Unit: unitOf(spec.pack),
      Amount: spec.pack === 'none' ? 1 : pack.n,
      StorageRequirement: spec.storage ?? 'KUIVAS',
      ...(spec.reasons ? { ReasonForUse: spec.reasons } : {}),
      ...(spec.ages ? { PatientAge: spec.ages } : {}),
      ...(tags.length ? { Tag: tags } : {}),
      ...(unitPrice !== undefined ? { StandardUnitPrice: unitPrice } : {}),
      ...spec.attributes,
      ...spec.packAttributes?.(pack, pack.price),
      ...pack.attributes,
    };
    const product: SeedProduct = {
      sku,
      type: 'simple',
      typeCode: spec.typeCode,
      visibility: pack.visibility ?? 4,
      name: pack.name ?? withPack(spec.name, spec.pack, pack.n),
      shortDescription: spec.short,
      description: joinL(spec.short, spec.how, spec.note),
      price: pack.price,
      taxClass: spec.taxClass,
      isMedicine: spec.typeCode !== 100,
      categories: spec.categories,
      attributes,
      stock: { ...stockFor(sku, pack.stock), ...(spec.maxSaleQty ? { maxSaleQty: spec.maxSaleQty } : {}) },
      createdAt: pack.createdAt ?? createdAtFor(sku, tags.includes('new')),
      image: spec.image,
    };
    if (pack.special) product.special = pack.special;
    if (pack.customOptions) product.customOptions = pack.customOptions;
    if (pack.tierPrices) product.tierPrices = pack.tierPrices;
    return product;
  });
}
