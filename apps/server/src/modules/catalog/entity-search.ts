import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@apteek/db';
import { DomainError, PAGE_SIZES, STORE_CODES, isLoadableCategoryId } from '@apteek/domain';
import { integer, parseInput } from '../../plugins/validation.ts';
import { openingHoursInContent } from '../opening-hours/index.ts';
import type { CatalogMetadata } from './catalog-metadata.ts';

const s = schema;
const storeCode = z.enum(STORE_CODES).default('ee');
const page = (max: number, fallback: number) => ({
  from: integer().default(0),
  size: integer({ max }).default(fallback),
});

const AttributeSearchSchema = z.strictObject({
  storeCode,
  filters: z.strictObject({ attribute_code: z.array(z.string().max(64)).max(200).optional() }).default({}),
  ...page(500, PAGE_SIZES.attributeList),
});
const CategorySearchSchema = z.strictObject({
  storeCode,
  filters: z
    .strictObject({
      ids: z.array(integer()).max(4000).optional(),
      parent_id: integer().optional(),
      level: integer({ max: 20 }).optional(),
      is_active: z.boolean().default(true),
      url_key: z.string().max(128).optional(),
    })
    .default({ is_active: true }),
  ...page(PAGE_SIZES.categoryList, PAGE_SIZES.categoryList),
});
const CmsSearchSchema = (fallback: number) =>
  z.strictObject({
    storeCode,
    filters: z.strictObject({ identifier: z.array(z.string().max(64)).max(500).optional() }).default({}),
    ...page(PAGE_SIZES.cmsMax, fallback),
  });

export type EntityType = 'attribute' | 'category' | 'taxrule' | 'cms_page' | 'cms_block' | 'cms_hierarchy';

/** The non-product entity types of the search-engine-style catalogue call. */
export async function searchEntities(db: Db, meta: CatalogMetadata, type: EntityType, body: unknown) {
  switch (type) {
    case 'attribute':
      return searchAttributes(meta, parseInput(AttributeSearchSchema, body ?? {}));
    case 'category':
      return searchCategories(db, parseInput(CategorySearchSchema, body ?? {}));
    case 'taxrule':
      return listed(await taxRules(db));
    case 'cms_page':
    case 'cms_hierarchy':
      return searchCmsPages(
        db,
        parseInput(CmsSearchSchema(PAGE_SIZES.cmsMax), body ?? {}),
        type === 'cms_hierarchy',
      );
    case 'cms_block':
      return searchCmsBlocks(db, parseInput(CmsSearchSchema(PAGE_SIZES.cmsBlockList), body ?? {}));
    default: {
      const unknown: never = type;
      throw new Error(`Unknown entity type ${String(unknown)}`);
    }
  }
}

function listed<T>(items: T[], from = 0, size = items.length, total = items.length) {
  return { items, total, perPage: size, start: from };
}

function searchAttributes(meta: CatalogMetadata, input: z.infer<typeof AttributeSearchSchema>) {
  const wanted = input.filters.attribute_code;
  const all = [...meta.attributes.values()].filter((a) => !wanted || wanted.includes(a.code));
  const items = all.slice(input.from, input.from + input.size).map((a) => ({
    attribute_id: a.id,
    attribute_code: a.code,
    frontend_input: a.input,
    frontend_label: a.labels[input.storeCode] ?? a.code,
    default_frontend_label: a.labels.en ?? a.code,
    options: [...a.optionLabels.values()].map((o) => ({
      value: o.code,
      label: o.labels[input.storeCode] ?? o.code,
    })),
  }));
  return listed(items, input.from, input.size, all.length);
}

async function searchCategories(db: Db, input: z.infer<typeof CategorySearchSchema>) {
  const f = input.filters;
  const rejected = f.ids?.find((id) => !isLoadableCategoryId(id));
  if (rejected !== undefined)
    throw new DomainError('empty_result', { entity: 'Category', field: 'id', value: rejected });
  const conditions: (SQL | undefined)[] = [
    eq(s.categoryText.storeCode, input.storeCode),
    sql`${s.category.level} >= 2`,
    f.ids ? inArray(s.category.id, f.ids) : undefined,
    f.parent_id !== undefined ? eq(s.category.parentId, f.parent_id) : undefined,
    f.level !== undefined ? eq(s.category.level, f.level) : undefined,
    f.is_active ? eq(s.category.isActive, true) : undefined,
    f.url_key ? eq(s.categoryText.urlKey, f.url_key) : undefined,
  ];
  const rows = await db
    .select({
      c: s.category,
      t: s.categoryText,
      productCount: sql<number>`(select count(*)::int from category_product cp where cp.category_id = ${s.category.id})`,
      childrenCount: sql<number>`(select count(*)::int from category k where k.parent_id = ${s.category.id})`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(s.category)
    .innerJoin(s.categoryText, eq(s.categoryText.categoryId, s.category.id))
    .where(and(...conditions))
    .orderBy(asc(s.category.position), asc(s.category.id))
    .limit(input.size)
    .offset(input.from);
  if (f.url_key && rows.length === 0)
    throw new DomainError('empty_result', { entity: 'Category', field: 'url_key', value: f.url_key });
  const items = rows.map(({ c, t, productCount, childrenCount }) => ({
    id: c.id,
    name: t.name,
    slug: t.urlKey,
    url_key: t.urlKey,
    url_path: t.urlPath,
    parent_id: c.parentId,
    parent_ids: c.path.split('/').map(Number).slice(0, -1),
    path: c.path,
    level: c.level,
    position: c.position,
    is_active: c.isActive,
    include_in_menu: c.includeInMenu,
    product_count: productCount,
    children_count: childrenCount,
  }));
  return listed(items, input.from, input.size, rows[0]?.total ?? 0);
}

async function taxRules(db: Db) {
  const rows = await db
    .select({ rule: s.taxRule, rate: s.taxRate })
    .from(s.taxRule)
    .innerJoin(s.taxRuleRate, eq(s.taxRuleRate.taxRuleId, s.taxRule.id))
    .innerJoin(s.taxRate, eq(s.taxRate.id, s.taxRuleRate.taxRateId))
    .orderBy(asc(s.taxRule.id), asc(s.taxRate.id));
  const rules = new Map<
    number,
    {
      id: number;
      code: string;
      priority: number;
      product_tax_class_ids: number[];
      customer_tax_class_ids: number[];
      rates: object[];
    }
  >();
  for (const { rule, rate } of rows) {
    const entry = rules.get(rule.id) ?? {
      id: rule.id,
      code: rule.code,
      priority: rule.priority,
      product_tax_class_ids: rule.productTaxClassIds,
      customer_tax_class_ids: rule.customerTaxClassIds,
      rates: [],
    };
    entry.rates.push({
      id: rate.id,
      code: rate.code,
      tax_country_id: rate.taxCountryId,
      region_name: rate.regionName,
      tax_region_id: rate.taxRegionId,
      rate: Number(rate.rate),
    });
    rules.set(rule.id, entry);
  }
  return [...rules.values()];
}

async function searchCmsPages(
  db: Db,
  input: z.infer<ReturnType<typeof CmsSearchSchema>>,
  hierarchy: boolean,
) {
  const rows = await db
    .select({ p: s.cmsPage, t: s.cmsPageText })
    .from(s.cmsPage)
    .innerJoin(
      s.cmsPageText,
      and(eq(s.cmsPageText.pageId, s.cmsPage.id), eq(s.cmsPageText.storeCode, input.storeCode)),
    )
    .where(activeWithIdentifier(s.cmsPage, input.filters.identifier))
    .orderBy(asc(s.cmsPage.position));
  emptyIsNotFound(rows.length, 'cms_page', input.filters.identifier);
  const hours = await openingHoursInContent(db, new Date());
  const inStore = (text: string) => hours(text, input.storeCode);
  const items = rows.slice(input.from, input.from + input.size).map(({ p, t }) =>
    hierarchy
      ? {
          id: p.id,
          identifier: p.identifier,
          title: inStore(t.title),
          parent_id: p.parentId,
          position: p.position,
        }
      : {
          id: p.id,
          identifier: p.identifier,
          title: inStore(t.title),
          content: inStore(t.content),
          meta_description: inStore(t.metaDescription),
          position: p.position,
          parent_id: p.parentId,
        },
  );
  return listed(items, input.from, input.size, rows.length);
}

/**
 * The seeds' default content entries (key, title, message): a block's text in the store's language,
 * or the English store's where the store has none of its own (the default is per store code only
 * when the code is not en).
 */
async function searchCmsBlocks(db: Db, input: z.infer<ReturnType<typeof CmsSearchSchema>>) {
  const own = s.cmsBlockText;
  const english = alias(s.cmsBlockText, 'english_text');
  const rows = await db
    .select({
      b: s.cmsBlock,
      title: sql<string>`coalesce(${own.title}, ${english.title})`,
      content: sql<string>`coalesce(${own.content}, ${english.content})`,
    })
    .from(s.cmsBlock)
    .leftJoin(own, and(eq(own.blockId, s.cmsBlock.id), eq(own.storeCode, input.storeCode)))
    .leftJoin(english, and(eq(english.blockId, s.cmsBlock.id), eq(english.storeCode, 'en')))
    .where(
      and(
        activeWithIdentifier(s.cmsBlock, input.filters.identifier),
        or(isNotNull(own.blockId), isNotNull(english.blockId)),
      ),
    )
    .orderBy(asc(s.cmsBlock.id));
  emptyIsNotFound(rows.length, 'cms_block', input.filters.identifier);
  const hours = await openingHoursInContent(db, new Date());
  const items = rows.slice(input.from, input.from + input.size).map(({ b, title, content }) => ({
    id: b.id,
    identifier: b.identifier,
    title: hours(title, input.storeCode),
    content: hours(content, input.storeCode),
  }));
  return listed(items, input.from, input.size, rows.length);
}

/** Active CMS rows, only those with the identifiers asked for when any are. */
function activeWithIdentifier(
  table: { isActive: AnyPgColumn; identifier: AnyPgColumn },
  identifiers: string[] | undefined,
) {
  return and(eq(table.isActive, true), identifiers ? inArray(table.identifier, identifiers) : undefined);
}

/** A CMS query that finds nothing is an empty-result error naming what was asked. */
function emptyIsNotFound(found: number, type: string, identifiers: string[] | undefined) {
  if (found === 0 && identifiers)
    throw new DomainError('empty_result', {
      entity: 'CMS',
      field: `${type} identifier`,
      value: identifiers.join(', '),
    });
}
