import { salesRule } from '../schema/index.ts';
import type { Db } from '../database.ts';
import type { SeedSalesRule } from './source-types.ts';
import { excludedColumns } from './bulk.ts';

/** Upserts coupon rules by code; how often a code was used is the shop's own count and stays. */
export async function loadSalesRules(db: Db, rules: readonly SeedSalesRule[]): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insert(salesRule)
    .values(rules.map((rule) => ({ ...rule, code: rule.code.toUpperCase() })))
    .onConflictDoUpdate({
      target: salesRule.code,
      set: excludedColumns(salesRule, ['id', 'code', 'timesUsed']),
    });
}
