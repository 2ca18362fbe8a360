import { ATTRIBUTE_CODES, LANGUAGES, PRODUCT_TYPE_IDS, STOCK_STATUSES } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import type { Localized, SeedAttribute, SeedCategory, SeedProduct } from '../../source-types.ts';
import { demoCategories, demoProducts } from '../../demo-feed.ts';
import { attributes, campaigns } from './index.ts';

// The demo feed's products and categories as the seed reads them (its files are their source).
const categories = demoCategories();
const products = demoProducts(campaigns);

const TODAY = '2026-11-21';
const CYRILLIC = /[\u0400-\u04ff]/;
const URL_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SKU = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;

const bySku = new Map(products.map((p) => [p.sku, p]));
const attributeByCode = new Map(attributes.map((a) => [a.code, a]));
const categoryByKey = new Map(categories.map((c) => [c.key, c]));
const childSkus = new Set(products.flatMap((p) => p.configurable?.children ?? []));

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === LANGUAGES.length &&
  LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string');

function collectLocalized(value: unknown, path: string, out: { path: string; text: Localized }[]): void {
  if (isLocalized(value)) {
    out.push({ path, text: value });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, i) => collectLocalized(item, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) collectLocalized(item, `${path}.${key}`, out);
}

const depthOf = (category: SeedCategory): number => {
  let depth = 1;
  let current = category;
  while (current.parent) {
    const parent = categoryByKey.get(current.parent);
    if (!parent) throw new Error(`Missing parent ${current.parent}`);
    current = parent;
    depth++;
  }
  return depth;
};

const tagsOf = (p: SeedProduct): string[] => (p.attributes.Tag as string[] | undefined) ?? [];

const specialState = (p: SeedProduct): 'active' | 'expired' | 'future' | undefined => {
  if (!p.special) return undefined;
  if (p.special.to !== undefined && p.special.to < TODAY) return 'expired';
  if (p.special.from !== undefined && p.special.from > TODAY) return 'future';
  return 'active';
};

const sentences = (text: string): number => (text.match(/(?<!\d)[.!?](?=\s|$)/g) ?? []).length;

describe('catalogue size and types', () => {
  it('has at least 220 products with unique, well-formed SKUs', () => {
    expect(products.length).toBeGreaterThanOrEqual(220);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const p of products) expect(p.sku, p.sku).toMatch(SKU);
  });

  it('uses every product type and pharmacy type code', () => {
    const types = new Set(products.map((p) => p.type));
    for (const type of PRODUCT_TYPE_IDS) expect(types, type).toContain(type);
    expect(products.filter((p) => p.type === 'configurable').length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.type === 'grouped').length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.type === 'bundle').length).toBeGreaterThanOrEqual(2);
    const codes = new Set(products.map((p) => p.typeCode));
    expect([...codes].sort()).toEqual([100, 200, 300]);
    expect(products.filter((p) => p.typeCode === 300).length).toBeGreaterThanOrEqual(25);
  });

  it('has unique names per language so that slugs do not collide', () => {
    for (const lang of LANGUAGES) {
      const names = products.map((p) => p.name[lang].toLowerCase());
      expect(new Set(names).size, lang).toBe(names.length);
    }
  });
});

describe('localized texts', () => {
  const all: { path: string; text: Localized }[] = [];
  collectLocalized(products, 'products', all);
  collectLocalized(categories, 'categories', all);
  collectLocalized(attributes, 'attributes', all);
  collectLocalized(campaigns, 'campaigns', all);

  it('fills every language everywhere', () => {
    expect(all.length).toBeGreaterThan(1000);
    for (const { path, text } of all)
      for (const lang of LANGUAGES) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('');
  });

  it('writes Russian in Cyrillic and the other languages in Latin script', () => {
    for (const { path, text } of all) {
      if (path.endsWith('.urlKey')) continue;
      expect(text.ru, `${path}.ru`).toMatch(CYRILLIC);
      for (const lang of ['et', 'fi', 'en'] as const)
        expect(text[lang], `${path}.${lang}`).not.toMatch(CYRILLIC);
    }
  });

  it('never mixes Latin and Cyrillic letters inside one word', () => {
    for (const { path, text } of all)
      for (const lang of LANGUAGES)
        expect(text[lang], `${path}.${lang}`).not.toMatch(/[a-z][\u0400-\u04ff]|[\u0400-\u04ff][a-z]/i);
  });

  it('gives each product its own text per language and 1–3 sentence descriptions', () => {
    for (const p of products) {
      expect(p.name.et, p.sku).not.toBe(p.name.en);
      expect(p.name.fi, p.sku).not.toBe(p.name.en);
      const d = p.description;
      expect(new Set([d.et, d.fi, d.en, d.ru]).size, p.sku).toBe(4);
      for (const lang of LANGUAGES) {
        expect(sentences(d[lang]), `${p.sku} ${lang}`).toBeGreaterThanOrEqual(1);
        expect(sentences(d[lang]), `${p.sku} ${lang}`).toBeLessThanOrEqual(3);
        expect(d[lang].startsWith(p.shortDescription[lang]), `${p.sku} ${lang}`).toBe(true);
      }
    }
  });

  it('tells buyers of medicines to read the package leaflet', () => {
    for (const p of products.filter((x) => x.typeCode !== 100)) {
      expect(p.description.en.toLowerCase(), p.sku).toMatch(/leaflet/);
      expect(p.description.et.toLowerCase(), p.sku).toMatch(/infoleh/);
      expect(p.description.fi.toLowerCase(), p.sku).toMatch(/seloste/);
      expect(p.description.ru.toLowerCase(), p.sku).toMatch(/листок-вкладыш/);
    }
  });
});

describe('attributes', () => {
  it('defines every attribute code exactly once', () => {
    expect(attributes.map((a) => a.code).sort()).toEqual([...ATTRIBUTE_CODES].sort());
  });

  it('gives select attributes unique options', () => {
    for (const a of attributes) {
      if (a.input === 'select' || a.input === 'multiselect') {
        expect(a.options?.length, a.code).toBeGreaterThan(0);
        const codes = a.options!.map((o) => o.code);
        expect(new Set(codes).size, a.code).toBe(codes.length);
      } else {
        expect(a.options, a.code).toBeUndefined();
      }
    }
  });

  it('has the expected input types and option sets', () => {
    const input = (code: SeedAttribute['code']) => attributeByCode.get(code)?.input;
    const codes = (code: SeedAttribute['code']) =>
      attributeByCode.get(code)?.options?.map((o) => o.code) ?? [];
    expect(input('CustomerInfoUrl')).toBe('text');
    expect(input('Amount')).toBe('number');
    for (const code of [
      'ReferencePrice',
      'MedicalInsurancePrice50',
      'MedicalInsurancePrice75',
      'MedicalInsurancePrice90',
      'MedicalInsurancePrice100',
      'StandardUnitPrice',
    ] as const)
      expect(input(code), code).toBe('price');
    expect(codes('Type').sort()).toEqual(['100', '200', '300']);
    expect(codes('StorageRequirement').sort()).toEqual(['HKYLM', 'KUIVAS']);
    expect(codes('Unit')).toEqual(expect.arrayContaining(['kg', 'l', 'ml', 'tk']));
    expect(codes('Tag')).toEqual(expect.arrayContaining(['new', 'bestseller', 'eco', 'vegan', 'sugar-free']));
    expect(codes('Campaign').sort()).toEqual(campaigns.map((c) => c.code).sort());
    expect(codes('Size')).toEqual(['S', 'M', 'L', 'XL']);
    for (const option of attributeByCode.get('Atc')!.options!)
      for (const lang of LANGUAGES)
        expect(option.label[lang].startsWith(`${option.code} `), option.code).toBe(true);
  });

  it('marks the default filters filterable', () => {
    for (const code of [
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
    ] as const)
      expect(attributeByCode.get(code)?.isFilterable, code).toBe(true);
  });

  it('only uses option codes that exist, with values of the right shape', () => {
    for (const p of products) {
      for (const [code, value] of Object.entries(p.attributes)) {
        const attribute = attributeByCode.get(code as SeedAttribute['code']);
        expect(attribute, `${p.sku} ${code}`).toBeDefined();
        const options = new Set(attribute!.options?.map((o) => o.code));
        if (attribute!.input === 'select') {
          expect(typeof value, `${p.sku} ${code}`).toBe('string');
          expect(options.has(value as string), `${p.sku} ${code}=${JSON.stringify(value)}`).toBe(true);
        } else if (attribute!.input === 'multiselect') {
          expect(Array.isArray(value), `${p.sku} ${code}`).toBe(true);
          expect((value as string[]).length, `${p.sku} ${code}`).toBeGreaterThan(0);
          for (const v of value as string[]) expect(options.has(v), `${p.sku} ${code}=${v}`).toBe(true);
        } else if (attribute!.input === 'text') {
          expect(typeof value, `${p.sku} ${code}`).toBe('string');
        } else {
          expect(typeof value, `${p.sku} ${code}`).toBe('number');
          expect(Number.isFinite(value), `${p.sku} ${code}`).toBe(true);
        }
      }
    }
  });
});

describe('product data', () => {
  it('carries the common attributes on every product', () => {
    for (const p of products) {
      const a = p.attributes;
      expect(a.Type, p.sku).toBe(String(p.typeCode));
      for (const code of ['ProductTypeFilter', 'Brand', 'Manufacturer', 'Unit', 'Amount'] as const)
        expect(a[code], `${p.sku} ${code}`).toBeDefined();
      if (p.typeCode !== 100)
        for (const code of ['Atc', 'Substance', 'MethodOfMedicine', 'Usage'] as const)
          expect(a[code], `${p.sku} ${code}`).toBeDefined();
    }
    const withReason = products.filter((p) => p.attributes.ReasonForUse && p.attributes.PatientAge);
    expect(withReason.length / products.length).toBeGreaterThan(0.8);
  });

  it('sets medicine flags and tax classes consistently', () => {
    for (const p of products) {
      expect(p.isMedicine, p.sku).toBe(p.typeCode !== 100);
      if (p.typeCode !== 100) expect(p.taxClass, p.sku).toBe('medicine');
      else expect(p.taxClass, p.sku).not.toBe('medicine');
      if (p.attributes.ProductTypeFilter === 'supplement') expect(p.taxClass, p.sku).toBe('food');
      if (['cosmetics', 'medical-device', 'hygiene'].includes(p.attributes.ProductTypeFilter as string))
        expect(p.taxClass, p.sku).toBe('standard');
      if (p.typeCode === 200) expect(p.attributes.ProductTypeFilter, p.sku).toBe('otc');
      if (p.typeCode === 300) expect(p.attributes.ProductTypeFilter, p.sku).toBe('prescription');
    }
  });

  it('uses euro prices with at most two decimals', () => {
    for (const p of products) {
      expect(p.price, p.sku).toBeGreaterThan(0);
      expect(Math.round(p.price * 100) / 100, p.sku).toBe(p.price);
      if (p.special) expect(Math.round(p.special.price * 100) / 100, p.sku).toBe(p.special.price);
    }
  });

  it('prices prescription medicines with reimbursement data', () => {
    for (const p of products.filter((x) => x.typeCode === 300)) {
      expect(p.price, p.sku).toBeGreaterThanOrEqual(3);
      expect(p.price, p.sku).toBeLessThanOrEqual(60);
      const a = p.attributes;
      const ref = a.ReferencePrice as number;
      expect(ref, p.sku).toBeGreaterThan(0);
      expect(ref, p.sku).toBeLessThanOrEqual(p.price);
      const pays = [50, 75, 90, 100].map(
        (rate) => a[`MedicalInsurancePrice${rate}` as 'MedicalInsurancePrice50'],
      );
      for (const pay of pays) {
        expect(typeof pay, p.sku).toBe('number');
        expect(pay as number, p.sku).toBeLessThanOrEqual(p.price);
      }
      for (let i = 1; i < pays.length; i++)
        expect(pays[i] as number, p.sku).toBeLessThanOrEqual(pays[i - 1] as number);
    }
    const example = bySku.get('ATOR-20-30')!;
    expect(example.attributes.MedicalInsurancePrice75).toBe(
      Math.round((3.5 + (5.5 - 3.5) * 0.25 + (6.9 - 5.5)) * 100) / 100,
    );
  });

  it('has cold and dry storage', () => {
    const storage = products.map((p) => p.attributes.StorageRequirement);
    expect(storage.filter((s) => s === 'HKYLM').length).toBeGreaterThanOrEqual(5);
    expect(storage.filter((s) => s === 'KUIVAS').length).toBeGreaterThanOrEqual(100);
    for (const sku of ['INSG-PEN', 'INSA-PEN', 'LATA-EYE', 'PROB-CAPS-10', 'PROB-CAPS-30'])
      expect(bySku.get(sku)?.attributes.StorageRequirement, sku).toBe('HKYLM');
  });

  it('has all stock statuses with consistent quantities', () => {
    const statuses = new Set(products.map((p) => p.stock.status));
    for (const status of STOCK_STATUSES) expect(statuses, status).toContain(status);
    for (const p of products) {
      if (p.stock.status === 'ok') expect(p.stock.qty, p.sku).toBeGreaterThanOrEqual(10);
      if (p.stock.status === 'volatile') expect([1, 2, 3], p.sku).toContain(p.stock.qty);
      if (p.stock.status === 'out_of_stock') expect(p.stock.qty, p.sku).toBe(0);
    }
    expect(products.filter((p) => p.stock.status === 'out_of_stock').length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.stock.status === 'volatile').length).toBeGreaterThanOrEqual(8);
  });

  it('has active, expired and future special prices below the regular price', () => {
    for (const p of products.filter((x) => x.special)) {
      expect(p.special!.price, p.sku).toBeLessThan(p.price);
      if (p.special!.from && p.special!.to) expect(p.special!.from < p.special!.to, p.sku).toBe(true);
    }
    const active = products.filter(
      (p) => specialState(p) === 'active' && (p.special!.to === undefined || p.special!.to >= '2027-01-01'),
    );
    const expired = products.filter((p) => specialState(p) === 'expired' && p.special!.to! < '2026-11-01');
    const future = products.filter((p) => specialState(p) === 'future' && p.special!.from! > '2027-01-01');
    expect(active.length).toBeGreaterThanOrEqual(10);
    expect(expired.length).toBeGreaterThanOrEqual(5);
    expect(future.length).toBeGreaterThanOrEqual(5);
  });

  it('offers ReasonForUse and PatientAge custom options on OTC products', () => {
    const withOptions = products.filter((p) => p.customOptions?.length);
    const otc = withOptions.filter(
      (p) =>
        p.typeCode === 200 &&
        p.customOptions!.some((o) => o.code === 'ReasonForUse') &&
        p.customOptions!.some((o) => o.code === 'PatientAge'),
    );
    expect(otc.length).toBeGreaterThanOrEqual(6);
    for (const p of withOptions)
      for (const option of p.customOptions!) {
        expect(option.values.length, p.sku).toBeGreaterThan(0);
        for (const value of option.values) {
          expect(value.price, p.sku).toBeGreaterThanOrEqual(0);
          expect(['fixed', 'percent'], p.sku).toContain(value.priceType);
        }
      }
  });

  it('tags at least ten visible in-stock products as new and as bestseller', () => {
    const showcase = (tag: string) =>
      products.filter((p) => p.visibility === 4 && p.stock.status === 'ok' && tagsOf(p).includes(tag));
    expect(showcase('new').length).toBeGreaterThanOrEqual(10);
    expect(showcase('bestseller').length).toBeGreaterThanOrEqual(10);
    for (const p of showcase('new')) expect(p.createdAt >= '2026-09-01', p.sku).toBe(true);
  });

  it('uses sensible visibility', () => {
    for (const p of products) expect(p.visibility === 1, p.sku).toBe(childSkus.has(p.sku));
    const visibilities = new Set(products.map((p) => p.visibility));
    for (const v of [1, 2, 3, 4] as const) expect(visibilities, String(v)).toContain(v);
    expect(products.filter((p) => p.visibility === 4).length / products.length).toBeGreaterThan(0.8);
  });

  it('has images, creation dates and tier prices in range', () => {
    for (const p of products) {
      expect(p.image.color, p.sku).toMatch(/^#[0-9a-f]{6}$/i);
      expect(Number.isNaN(Date.parse(p.createdAt)), p.sku).toBe(false);
      expect(p.createdAt >= '2025-01-01' && p.createdAt <= '2026-11-16', p.sku).toBe(true);
    }
    const months = new Set(products.map((p) => p.createdAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(18);
    const tiered = products.filter((p) => p.tierPrices?.length);
    expect(tiered.length).toBeGreaterThanOrEqual(2);
    for (const p of tiered)
      for (const tier of p.tierPrices!) {
        expect(['wholesale', 'retailer'], p.sku).toContain(tier.group);
        expect(tier.price, p.sku).toBeLessThan(p.price);
        expect(tier.qty, p.sku).toBeGreaterThan(1);
      }
  });

  it('gives downloadable products files', () => {
    for (const p of products.filter((x) => x.type === 'downloadable')) {
      expect(p.downloads?.length, p.sku).toBeGreaterThan(0);
      for (const file of p.downloads!) expect(file.fileName, p.sku).toMatch(/^[a-z0-9-]+\.pdf$/);
    }
  });
});

describe('product links', () => {
  it('resolves configurable children and their axes', () => {
    const configurables = products.filter((p) => p.type === 'configurable');
    const axes = new Set(configurables.flatMap((p) => p.configurable!.axes));
    for (const axis of ['Size', 'Flavour', 'PackSize'] as const) expect(axes, axis).toContain(axis);
    for (const parent of configurables) {
      expect(parent.configurable!.children.length, parent.sku).toBeGreaterThanOrEqual(2);
      const combos = new Set<string>();
      for (const sku of parent.configurable!.children) {
        const child = bySku.get(sku);
        expect(child, sku).toBeDefined();
        expect(child!.type, sku).toBe('simple');
        expect(child!.visibility, sku).toBe(1);
        const combo = parent.configurable!.axes.map((axis) => {
          const attribute = attributeByCode.get(axis);
          expect(attribute?.input, axis).toBe('select');
          const value = child!.attributes[axis] as string;
          expect(
            attribute!.options!.some((o) => o.code === value),
            `${sku} ${axis}`,
          ).toBe(true);
          return value;
        });
        combos.add(combo.join('|'));
      }
      expect(combos.size, parent.sku).toBe(parent.configurable!.children.length);
      expect(parent.stock.status, parent.sku).toBe('ok');
    }
  });

  it('resolves grouped and bundle members to simple products sold alone', () => {
    for (const p of products.filter((x) => x.type === 'grouped')) {
      expect(p.grouped?.length, p.sku).toBeGreaterThanOrEqual(2);
      for (const item of p.grouped!) {
        const member = bySku.get(item.sku);
        expect(member?.type, item.sku).toBe('simple');
        expect(member?.visibility, item.sku).toBe(4);
        expect(item.qty, item.sku).toBeGreaterThan(0);
      }
    }
    for (const p of products.filter((x) => x.type === 'bundle')) {
      expect(p.bundle?.length, p.sku).toBeGreaterThanOrEqual(2);
      for (const option of p.bundle!) {
        expect(option.selections.length, p.sku).toBeGreaterThan(0);
        if (option.type !== 'checkbox')
          expect(option.selections.filter((s) => s.isDefault).length, `${p.sku} ${option.title.en}`).toBe(1);
        for (const selection of option.selections) {
          const member = bySku.get(selection.sku);
          expect(member?.type, selection.sku).toBe('simple');
          expect(member?.visibility, selection.sku).toBe(4);
          expect(selection.qty, selection.sku).toBeGreaterThan(0);
        }
      }
    }
    const optionTypes = new Set(products.flatMap((p) => p.bundle ?? []).map((o) => o.type));
    expect([...optionTypes].sort()).toEqual(['checkbox', 'radio', 'select']);
  });

  it('puts every product except configurable children into leaf or second-level categories', () => {
    for (const p of products) {
      for (const key of p.categories) expect(categoryByKey.has(key), `${p.sku} ${key}`).toBe(true);
      if (childSkus.has(p.sku)) continue;
      expect(p.categories.length, p.sku).toBeGreaterThan(0);
      for (const key of p.categories)
        expect(depthOf(categoryByKey.get(key)!), `${p.sku} ${key}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('categories', () => {
  it('has unique keys, existing parents and the required top level', () => {
    expect(new Set(categories.map((c) => c.key)).size).toBe(categories.length);
    for (const c of categories) if (c.parent) expect(categoryByKey.has(c.parent), c.key).toBe(true);
    const top = categories.filter((c) => !c.parent).map((c) => c.key);
    expect(top).toEqual(
      expect.arrayContaining([
        'medicines',
        'prescription-medicines',
        'vitamins-supplements',
        'beauty-care',
        'mother-baby',
        'health-devices',
        'hygiene',
      ]),
    );
  });

  it('is at least three levels deep with second levels under every required top category', () => {
    expect(Math.max(...categories.map(depthOf))).toBeGreaterThanOrEqual(3);
    for (const key of [
      'medicines',
      'prescription-medicines',
      'vitamins-supplements',
      'beauty-care',
      'health-devices',
    ])
      expect(
        categories.some((c) => c.parent === key && categories.some((g) => g.parent === c.key)),
        key,
      ).toBe(true);
    expect(categories.filter((c) => c.parent === 'cold-flu').map((c) => c.key)).toEqual(
      expect.arrayContaining(['nasal-sprays', 'cough', 'sore-throat']),
    );
  });

  it('has url keys that are lower-case ASCII and unique among siblings', () => {
    for (const c of categories)
      for (const lang of LANGUAGES) expect(c.urlKey[lang], `${c.key} ${lang}`).toMatch(URL_KEY);
    const siblings = new Map<string, SeedCategory[]>();
    for (const c of categories) siblings.set(c.parent ?? '', [...(siblings.get(c.parent ?? '') ?? []), c]);
    for (const [parent, group] of siblings)
      for (const lang of LANGUAGES) {
        const keys = group.map((c) => c.urlKey[lang]);
        expect(new Set(keys).size, `${parent} ${lang}`).toBe(keys.length);
        const positions = group.map((c) => c.position);
        expect(new Set(positions).size, parent).toBe(positions.length);
      }
  });

  it('gives every category at least one product below it', () => {
    const used = new Set(products.flatMap((p) => p.categories));
    for (const c of categories) {
      const hasProducts = (key: string): boolean =>
        used.has(key) || categories.some((child) => child.parent === key && hasProducts(child.key));
      expect(hasProducts(c.key), c.key).toBe(true);
    }
  });
});

describe('campaigns', () => {
  it('has the four campaigns with valid dates, colours and url keys', () => {
    expect(campaigns.map((c) => c.code)).toEqual(
      expect.arrayContaining(['winter-wellness', 'allergy-season', 'skin-care-days', 'vitamin-week']),
    );
    expect(new Set(campaigns.map((c) => c.code)).size).toBe(campaigns.length);
    for (const c of campaigns) {
      expect(c.color, c.code).toMatch(/^#[0-9a-f]{6}$/i);
      for (const lang of LANGUAGES) expect(c.urlKey[lang], `${c.code} ${lang}`).toMatch(URL_KEY);
      if (c.from && c.to) expect(c.from < c.to, c.code).toBe(true);
    }
    const active = campaigns.filter((c) => (!c.from || c.from <= TODAY) && (!c.to || c.to >= TODAY));
    expect(active.length).toBeGreaterThanOrEqual(3);
  });

  it('lists 6–15 visible products that carry the campaign code', () => {
    for (const c of campaigns) {
      expect(c.skus.length, c.code).toBeGreaterThanOrEqual(6);
      expect(c.skus.length, c.code).toBeLessThanOrEqual(15);
      expect(new Set(c.skus).size, c.code).toBe(c.skus.length);
      for (const sku of c.skus) {
        const p = bySku.get(sku);
        expect(p, sku).toBeDefined();
        expect(p!.visibility, sku).toBe(4);
        expect(p!.attributes.Campaign as string[], sku).toContain(c.code);
      }
    }
    for (const p of products)
      for (const code of (p.attributes.Campaign as string[] | undefined) ?? [])
        expect(campaigns.find((c) => c.code === code)?.skus, `${p.sku} ${code}`).toContain(p.sku);
  });
});
