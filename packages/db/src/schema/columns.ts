import { sql, type AnyColumn, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

/** Store code column; the store views themselves are defined in @apteek/domain. */
export const storeCodeColumn = () => varchar('store_code', { length: 2 }).notNull();

export const storeCodeCheck = (table: string, column: AnyColumn) =>
  check(`${table}_store_code_check`, sql`${column} in ('ee', 'fi', 'en', 'ru')`);

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** A person's name as addresses and orders hold it. */
export const personName = () => ({
  firstname: varchar('firstname', { length: 100 }).notNull(),
  lastname: varchar('lastname', { length: 100 }).notNull(),
});

export const serialId = () => serial('id').primaryKey();
export const uniqueCode = (length: number) => varchar('code', { length }).notNull().unique();
export const position = () => smallint('position').notNull().default(0);
export const flag = (name: string, byDefault: boolean) => boolean(name).notNull().default(byDefault);
export const isActive = () => flag('is_active', true);

/** A foreign key whose row is deleted with the row it points at. */
export const ownerId = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A foreign key that keeps the row it points at from being deleted. */
export const requiredId = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

type PerStoreColumns<TOwner, TColumns> = TOwner & {
  storeCode: ReturnType<typeof storeCodeColumn>;
} & TColumns;

/**
 * A table of one entity's texts per store view: the owner's id and the store code are its key,
 * e.g. perStoreTable('campaign_text', { campaignId: ownerId('campaign_id', () => campaign.id) }, {...}).
 */
export function perStoreTable<
  TName extends string,
  TOwner extends Record<string, PgColumnBuilderBase>,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  owner: TOwner,
  columns: TColumns,
  extraConfig: (
    t: BuildExtraConfigColumns<TName, PerStoreColumns<TOwner, TColumns>, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  const [ownerKey] = Object.keys(owner) as [keyof TOwner & string];
  const tableColumns: PerStoreColumns<TOwner, TColumns> = {
    ...owner,
    storeCode: storeCodeColumn(),
    ...columns,
  };
  return pgTable(name, tableColumns, (t) => [
    primaryKey({ columns: [t[ownerKey], t.storeCode] }),
    storeCodeCheck(name, t.storeCode),
    ...extraConfig(t),
  ]);
}
