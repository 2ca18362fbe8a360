import { sql } from 'drizzle-orm';
import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { RetentionAction, RetentionKind } from '@apteek/domain';
import { updatedAt } from './columns.ts';

/**
 * How long each kind of record is kept, and what happens after: one row per kind, seeded with
 * DEFAULT_RETENTION of @apteek/domain (orders anonymised after 36 months; chats and the
 * prescription access log deleted after 12; guest carts after 30 days). The retention job reads it
 * on every run, so a changed period takes effect at the next run.
 */
export const retentionPolicy = pgTable(
  'retention_policy',
  {
    kind: varchar('kind', { length: 32 }).$type<RetentionKind>().primaryKey(),
    months: integer('months').notNull(),
    days: integer('days').notNull(),
    action: varchar('action', { length: 16 }).$type<RetentionAction>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('retention_policy_action_check', sql`${t.action} in ('delete', 'anonymise')`),
    check(
      'retention_policy_period_check',
      sql`${t.months} >= 0 and ${t.days} >= 0 and ${t.months} + ${t.days} > 0`,
    ),
  ],
);
