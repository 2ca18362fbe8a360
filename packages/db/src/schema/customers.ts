import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { customerGroup } from './customer-groups.ts';

/** A registered customer (spec 000 §3 User profile). E-mail addresses are unique without case. */
export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** Null for customers who only ever log in with an identity provider. */
    passwordHash: varchar('password_hash', { length: 255 }),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 32 }),
    countryId: varchar('country_id', { length: 2 }).notNull().default('EE'),
    language: varchar('language', { length: 2 }).notNull().default('et'),
    groupId: integer('group_id')
      .notNull()
      .default(1)
      .references(() => customerGroup.id),
    consentTermsAccepted: boolean('consent_terms_accepted').notNull().default(false),
    isSubscribedToNewsletter: boolean('is_subscribed_to_newsletter').notNull().default(false),
    personalCode: varchar('personal_code', { length: 16 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('customer_personal_code_idx').on(t.personalCode),
    check('customer_country_check', sql`${t.countryId} in ('EE', 'FI')`),
    check('customer_language_check', sql`${t.language} in ('et', 'fi', 'en', 'ru')`),
  ],
);

export const customerAddress = pgTable(
  'customer_address',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    street: varchar('street', { length: 100 }).notNull(),
    apartmentNumber: varchar('apartment_number', { length: 10 }),
    city: varchar('city', { length: 50 }).notNull(),
    postcode: varchar('postcode', { length: 5 }).notNull(),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    region: varchar('region', { length: 100 }),
    telephone: varchar('telephone', { length: 32 }),
    company: varchar('company', { length: 200 }),
    vatId: varchar('vat_id', { length: 64 }),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_address_customer_idx').on(t.customerId)],
);

/**
 * Refresh tokens, stored as hashes. Each use rotates the token within its family; using a rotated
 * token again means it was stolen, and the whole family is revoked.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_token_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens (1 hour), stored as hashes. */
export const passwordReset = pgTable('password_reset', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Login attempts per IP and per account, for rate limiting shared by every instance. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempt_key_idx').on(t.key, t.attemptedAt)],
);
