import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Request limits shared by every instance: one row per key (an account or an IP address, prefixed
 * by what is limited), counted and checked by one conditional upsert (apps/server lib/request-limiter).
 */
export const requestLimit = pgTable(
  'request_limit',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    /** Requests let through since the count (re)started. */
    hits: integer('hits').notNull(),
    windowStart: timestampTz('window_start').notNull(),
    lastHit: timestampTz('last_hit').notNull(),
    /** No request of this key is let through before this instant. */
    blockedUntil: timestampTz('blocked_until').notNull(),
  },
  (t) => [index('request_limit_last_hit_idx').on(t.lastHit)],
);
