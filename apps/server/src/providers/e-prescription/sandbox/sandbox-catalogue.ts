import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { OfferCandidate, StoreCode } from '@apteek/domain';

const { product, productText, stockItem, productAttributeValue, attribute, attributeOption } = schema;

/** The seed catalogue's prescription medicines as the sandbox's pharmacist composes offers from them. */
export async function offerCandidates(db: Db, storeCode: StoreCode): Promise<OfferCandidate[]> {
  const rows = await db
    .select({
      id: product.id,
      sku: product.sku,
      name: productText.name,
      priceCents: product.priceCents,
      strength: product.strength,
      isControlled: product.isControlled,
      isInStock: stockItem.isInStock,
      stockStatus: stockItem.stockStatus,
    })
    .from(product)
    .innerJoin(productText, and(eq(productText.productId, product.id), eq(productText.storeCode, storeCode)))
    .leftJoin(stockItem, eq(stockItem.productId, product.id))
    .where(and(eq(product.typeCode, 300), eq(product.status, 1)));
  const values = await attributeCodes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const of = (code: string) => values.get(`${row.id}:${code}`) ?? [];
    return {
      sku: row.sku,
      name: row.name,
      atc: of('Atc')[0] ?? null,
      strength: row.strength,
      form: of('MethodOfMedicine')[0] ?? null,
      priceCents: row.priceCents,
      isInStock: (row.isInStock ?? false) && row.stockStatus !== 'out_of_stock',
      isControlled: row.isControlled,
      ageGroups: of('PatientAge'),
    };
  });
}

/** Option codes of the offer's attributes, keyed `productId:attributeCode`. */
async function attributeCodes(db: Db, productIds: number[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productAttributeValue.productId, code: attribute.code, value: attributeOption.code })
    .from(productAttributeValue)
    .innerJoin(attribute, eq(attribute.id, productAttributeValue.attributeId))
    .innerJoin(attributeOption, eq(attributeOption.id, productAttributeValue.optionId))
    .where(
      and(
        inArray(productAttributeValue.productId, productIds),
        inArray(attribute.code, ['Atc', 'MethodOfMedicine', 'PatientAge']),
      ),
    );
  const values = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.productId}:${row.code}`;
    values.set(key, [...(values.get(key) ?? []), row.value]);
  }
  return values;
}

/** The reference price (attribute ReferencePrice, euros) of each sku that has one, in cents. */
export async function referencePrices(db: Db, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: product.sku, value: productAttributeValue.valueNumber })
    .from(productAttributeValue)
    .innerJoin(product, eq(product.id, productAttributeValue.productId))
    .innerJoin(attribute, eq(attribute.id, productAttributeValue.attributeId))
    .where(and(inArray(product.sku, skus), eq(attribute.code, 'ReferencePrice')));
  return new Map(
    rows.flatMap((row) =>
      row.value === null ? [] : [[row.sku, Math.round(Number(row.value) * 100)] as const],
    ),
  );
}
