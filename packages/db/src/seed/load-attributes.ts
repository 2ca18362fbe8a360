import { inArray } from 'drizzle-orm';
import { attribute, attributeLabel, attributeOption, attributeOptionLabel } from '../schema/index.ts';
import type { Db } from '../database.ts';
import { excludedColumns, insertChunked } from './bulk.ts';
import { perStore } from './localized.ts';
import type { SeedAttribute } from './source-types.ts';

export interface AttributeIndex {
  id: number;
  input: SeedAttribute['input'];
  options: Map<string, number>;
}

export type AttributeIds = Map<string, AttributeIndex>;

export async function loadAttributes(db: Db, attributes: SeedAttribute[]): Promise<AttributeIds> {
  const rows = await db
    .insert(attribute)
    .values(
      attributes.map((source, position) => ({
        code: source.code,
        frontendInput: source.input,
        isFilterable: source.isFilterable,
        isVisible: source.isVisible,
        isComparable: source.isComparable,
        position,
      })),
    )
    .onConflictDoUpdate({ target: attribute.code, set: excludedColumns(attribute, ['id', 'code']) })
    .returning({ id: attribute.id, code: attribute.code });
  const attributeId = new Map(rows.map((row) => [row.code, row.id]));

  await db
    .insert(attributeLabel)
    .values(
      attributes.flatMap((source) =>
        perStore(source.label, (label, storeCode) => ({
          attributeId: attributeId.get(source.code)!,
          storeCode,
          label,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [attributeLabel.attributeId, attributeLabel.storeCode],
      set: excludedColumns(attributeLabel, ['attributeId', 'storeCode']),
    });

  const index: AttributeIds = new Map();
  for (const source of attributes) {
    const id = attributeId.get(source.code)!;
    index.set(source.code, { id, input: source.input, options: await loadOptions(db, id, source) });
  }
  return index;
}

async function loadOptions(db: Db, attributeId: number, source: SeedAttribute): Promise<Map<string, number>> {
  const options = source.options ?? [];
  if (options.length === 0) return new Map();
  const rows = await db
    .insert(attributeOption)
    .values(options.map((option, position) => ({ attributeId, code: option.code, position })))
    .onConflictDoUpdate({
      target: [attributeOption.attributeId, attributeOption.code],
      set: excludedColumns(attributeOption, ['id', 'attributeId', 'code']),
    })
    .returning({ id: attributeOption.id, code: attributeOption.code });
  const optionId = new Map(rows.map((row) => [row.code, row.id]));
  await db.delete(attributeOptionLabel).where(inArray(attributeOptionLabel.optionId, [...optionId.values()]));
  await insertChunked(
    db,
    attributeOptionLabel,
    options.flatMap((option) =>
      perStore(option.label, (label, storeCode) => ({
        optionId: optionId.get(option.code)!,
        storeCode,
        label,
      })),
    ),
  );
  return optionId;
}
