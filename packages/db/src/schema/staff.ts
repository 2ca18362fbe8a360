import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, flag, serialId, timestampTz } from './columns.ts';

/**
 * A pharmacist, a warehouse worker, a catalogue manager or an administrator, separate from customers:
 * created from the command line (`npm run staff:add`), logging in with a password and a TOTP code.
 * E-mail unique without case.
 */
export const staffUser = pgTable(
  'staff_user',
  {
    id: serialId(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    role: varchar('role', { length: 16 })
      .$type<'pharmacist' | 'warehouse' | 'admin' | 'catalogueManager'>()
      .notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    /** The TOTP secret, base32, as the authenticator app was given it. */
    totpSecret: varchar('totp_secret', { length: 128 }).notNull(),
    /** The last TOTP time step accepted: a code is taken once, never again within its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: flag('active', true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_user_email_idx').on(sql`lower(${t.email})`),
    check(
      'staff_user_role_check',
      sql`${t.role} in ('pharmacist', 'warehouse', 'admin', 'catalogueManager')`,
    ),
  ],
);

/** A staff member's session: only the hash of its cookie's token is kept. */
export const staffSession = pgTable(
  'staff_session',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    createdAt: timestampTz('created_at').notNull(),
    lastSeenAt: timestampTz('last_seen_at').notNull(),
    /** The latest end whatever the activity (8 hours after the login). */
    expiresAt: timestampTz('expires_at').notNull(),
    /**
     * A pharmacist switched on duty: prescription offer requests wait for them. Held by
     * the session, so logging out or the session ending ends the duty.
     */
    onDuty: flag('on_duty', false),
  },
  (t) => [index('staff_session_staff_idx').on(t.staffId), index('staff_session_expires_idx').on(t.expiresAt)],
);

/** Every staff action: who, what, on what, when, from where. Never health data. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for a failed login of an e-mail that names no one. */
    staffId: integer('staff_id').references(() => staffUser.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 40 }).notNull(),
    target: varchar('target', { length: 200 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestampTz('at').notNull(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('staff_audit_log_at_idx').on(t.at)],
);
