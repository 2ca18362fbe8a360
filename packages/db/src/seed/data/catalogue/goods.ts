import type {
  Localized,
  SeedAttributeValues,
  SeedImage,
  SeedProduct,
  TaxClassCode,
} from '../../source-types.ts';
import { BRANDS, type BrandCode } from './brands.ts';
import { buildLine, L, type PackKind, type PackSpec } from './helpers.ts';
import type { ReasonCode } from './reasons.ts';
import type { SubstanceCode } from './substances.ts';
import {
  FORMS,
  usageOfRoute,
  type AgeCode,
  type FormCode,
  type GroupCode,
  type RouteCode,
} from './vocabulary.ts';

export const SUPPLEMENT_NOTE = L(
  'Toidulisand ei asenda mitmekesist toitumist; ärge ületage soovitatud päevaannust.',
  'Ravintolisä ei korvaa monipuolista ruokavaliota; älä ylitä suositeltua päiväannosta.',
  'Food supplements are not a substitute for a varied diet; do not exceed the recommended daily dose.',
  'Пищевая добавка не заменяет разнообразное питание; не превышайте рекомендуемую суточную дозу.',
);

export interface GoodsSpec {
  prefix: string;
  group: GroupCode;
  taxClass?: TaxClassCode;
  brand: BrandCode;
  categories: string[];
  name: Localized;
  pack: PackKind;
  short: Localized;
  how: Localized;
  note?: Localized;
  shape: SeedImage['shape'];
  color?: string;
  reasons?: ReasonCode[];
  ages?: AgeCode[];
  tags?: string[];
  storage?: 'HKYLM' | 'KUIVAS';
  substances?: SubstanceCode[];
  form?: FormCode;
  route?: RouteCode;
  attributes?: SeedAttributeValues;
  packs: PackSpec[];
}

export function goods(spec: GoodsSpec): SeedProduct[] {
  const brand = BRANDS[spec.brand];
  const route = spec.route ?? (spec.form ? FORMS[spec.form].route : undefined);
  return buildLine({
    prefix: spec.prefix,
    typeCode: 100,
    group: spec.group,
    taxClass: spec.taxClass ?? (spec.group === 'supplement' ? 'food' : 'standard'),
    brand: spec.brand,
    manufacturer: brand.manufacturer,
    categories: spec.categories,
    name: spec.name,
    pack: spec.pack,
    short: spec.short,
    how: spec.how,
    note: spec.note ?? (spec.group === 'supplement' ? SUPPLEMENT_NOTE : undefined),
    image: { shape: spec.shape, color: spec.color ?? brand.color },
    storage: spec.storage,
    reasons: spec.reasons,
    ages: spec.ages,
    tags: spec.tags,
    attributes: {
      ...(spec.substances ? { Substance: spec.substances } : {}),
      ...(spec.form ? { MethodOfMedicine: spec.form } : {}),
      ...(route ? { MethodOfUse: route, Usage: usageOfRoute(route) } : {}),
      ...spec.attributes,
    },
    packs: spec.packs,
  });
}

export const cosmetic = (
  spec: Omit<GoodsSpec, 'group' | 'pack'> & Partial<Pick<GoodsSpec, 'pack'>>,
): SeedProduct[] => goods({ group: 'cosmetics', route: 'cutaneous', pack: 'ml', ages: ['adults'], ...spec });
