import { eq, inArray } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../database.ts';
import { STORE_CODES, feedCents, type FeedProductRow, type FeedReason } from '@apteek/domain';

const { attribute, attributeOption, attributeOptionLabel, category, customerGroup, taxClass } = schema;

/** A row the database refuses for a reason the feed's sender can fix: reported with its field. */
export class FeedRowError extends Error {
  constructor(
    readonly field: string,
    readonly reason: FeedReason,
  ) {
    super(reason.reason);
  }
}

/**
 * The special price columns a row sets: none when it leaves `special` out, cleared by null, set by
 * a price and its window otherwise.
 */
export function specialPriceColumns(special: FeedProductRow['special']) {
  if (special === undefined) return {};
  return {
    specialPriceCents: special ? feedCents(special.price) : null,
    specialFromDate: special?.from ?? null,
    specialToDate: special?.to ?? null,
  };
}

/** Which attribute of the catalogue each medicine fact of the feed fills. */
export const FEED_ATTRIBUTES = {
  atc: 'Atc',
  substances: 'Substance',
  form: 'MethodOfMedicine',
  packageSize: 'Amount',
  packageUnit: 'Unit',
  storage: 'StorageRequirement',
  leafletUrl: 'CustomerInfoUrl',
  brand: 'Brand',
  manufacturer: 'Manufacturer',
} as const;

/**
 * What a job looks up again and again, read once: tax classes, customer groups, category keys and
 * the feed's attributes. Options a feed names that the catalogue lacks (a new ATC code) are made,
 * labelled with their code in every store until staff name them.
 */
export async function loadFeedContext(db: Db) {
  // One after another: `db` may be a transaction's one connection (the demo seed's).
  const classes = await db
    .select({ id: taxClass.id, code: taxClass.code })
    .from(taxClass)
    .where(eq(taxClass.kind, 'product'));
  const groups = await db.select({ id: customerGroup.id, code: customerGroup.code }).from(customerGroup);
  const categories = await db.select({ id: category.id, key: category.key }).from(category);
  const attributes = await db.select({ id: attribute.id, code: attribute.code }).from(attribute);
  const attributeIds = new Map(attributes.map((row) => [row.code, row.id]));
  const managedIds = Object.values(FEED_ATTRIBUTES).map((code) => attributeIds.get(code) ?? 0);
  const options = new Map<number, Map<string, number>>();
  for (const row of await db
    .select({ id: attributeOption.id, attributeId: attributeOption.attributeId, code: attributeOption.code })
    .from(attributeOption)
    .where(inArray(attributeOption.attributeId, managedIds))) {
    const byCode = options.get(row.attributeId) ?? new Map<string, number>();
    byCode.set(row.code, row.id);
    options.set(row.attributeId, byCode);
  }
  return {
    taxClassIds: new Map(classes.map((row) => [row.code, row.id])),
    groupIds: new Map(groups.map((row) => [row.code, row.id])),
    categoryIds: new Map(categories.map((row) => [row.key, row.id])),
    attributeId(code: string): number {
      const id = attributeIds.get(code);
      if (id === undefined) throw new Error(`The catalogue has no attribute ${code}`);
      return id;
    },
    /** The option's id when the catalogue had it at the start or a committed chunk made it. */
    knownOption(attributeId: number, code: string): number | undefined {
      return options.get(attributeId)?.get(code);
    },
    /** Options a chunk made, once its transaction committed. */
    remember(made: { attributeId: number; code: string; id: number }[]): void {
      for (const option of made) {
        const byCode = options.get(option.attributeId) ?? new Map<string, number>();
        byCode.set(option.code, option.id);
        options.set(option.attributeId, byCode);
      }
    },
    /** The option's id, made in the transaction given when the catalogue lacks it. */
    async optionId(tx: Db, attributeId: number, code: string): Promise<number> {
      const known = options.get(attributeId)?.get(code);
      if (known !== undefined) return known;
      const [made] = await tx
        .insert(attributeOption)
        .values({ attributeId, code })
        .onConflictDoUpdate({
          target: [attributeOption.attributeId, attributeOption.code],
          set: { code },
        })
        .returning({ id: attributeOption.id });
      await tx
        .insert(attributeOptionLabel)
        .values(STORE_CODES.map((storeCode) => ({ optionId: made!.id, storeCode, label: code })))
        .onConflictDoNothing();
      // Not cached: the row's savepoint may still roll the option back.
      return made!.id;
    },
  };
}

export type FeedContext = Awaited<ReturnType<typeof loadFeedContext>>;
