import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@apteek/domain';

/**
 * Whether `today` lies in a special price's window, either end open when null: the SQL form of the
 * window in activeSpecialPrice of @apteek/domain, for reads that price many rows at once.
 */
export function specialWindowHolds(window: { from: SQL; to: SQL }, today: IsoDate): SQL {
  return sql`(${window.from} is null or ${window.from} <= ${today}::date)
    and (${window.to} is null or ${window.to} >= ${today}::date)`;
}

/** The price in cents before any VAT move: finalPrice of @apteek/domain over columns. */
export function finalPriceSql(
  columns: { price: SQL; special: SQL; from: SQL; to: SQL },
  today: IsoDate,
): SQL {
  return sql`(case when ${columns.special} < ${columns.price}
      and ${specialWindowHolds(columns, today)}
    then ${columns.special} else ${columns.price} end)`;
}
