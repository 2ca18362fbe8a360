import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, flag, ownerId, personName, serialId, timestampTz, updatedAt } from './columns.ts';
import { customerGroup } from './customer-groups.ts';

/**
 * A registered customer. E-mail addresses are unique without case. A
 * customer made by a strong login has a personal code and may have no e-mail address.
 */
export const customer = pgTable(
  'customer',
  {
    id: serialId(),
    email: varchar('email', { length: 254 }),
    /** Null for customers who only ever log in with an identity provider. */
    passwordHash: varchar('password_hash', { length: 255 }),
    ...personName(),
    phoneNumber: varchar('phone_number', { length: 32 }),
    countryId: varchar('country_id', { length: 2 }).notNull().default('EE'),
    language: varchar('language', { length: 2 }).notNull().default('et'),
    groupId: integer('group_id')
      .notNull()
      .default(1)
      .references(() => customerGroup.id),
    consentTermsAccepted: flag('consent_terms_accepted', false),
    /** When the terms were accepted; an account made by a strong login has not, until it is asked. */
    termsAcceptedAt: timestampTz('terms_accepted_at'),
    isSubscribedToNewsletter: flag('is_subscribed_to_newsletter', false),
    /** Unique when set: Estonian and Finnish codes never look alike. */
    personalCode: varchar('personal_code', { length: 16 }),
    /** How the customer last proved who they are: smart-id, mobile-id, id-card or bank-id. */
    identityMethod: varchar('identity_method', { length: 16 }),
    identifiedAt: timestampTz('identified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('customer_personal_code_idx').on(t.personalCode),
    check('customer_country_check', sql`${t.countryId} in ('EE', 'FI')`),
    check('customer_language_check', sql`${t.language} in ('et', 'fi', 'en', 'ru')`),
    check(
      'customer_identity_method_check',
      sql`${t.identityMethod} in ('smart-id', 'mobile-id', 'id-card', 'bank-id')`,
    ),
    check('customer_identified_check', sql`${t.email} is not null or ${t.personalCode} is not null`),
  ],
);

const customerId = () => ownerId('customer_id', () => customer.id);

export const customerAddress = pgTable(
  'customer_address',
  {
    id: serialId(),
    customerId: customerId(),
    ...personName(),
    street: varchar('street', { length: 100 }).notNull(),
    apartmentNumber: varchar('apartment_number', { length: 10 }),
    city: varchar('city', { length: 50 }).notNull(),
    postcode: varchar('postcode', { length: 5 }).notNull(),
    countryId: varchar('country_id', { length: 2 }).notNull(),
    region: varchar('region', { length: 100 }),
    telephone: varchar('telephone', { length: 32 }),
    company: varchar('company', { length: 200 }),
    vatId: varchar('vat_id', { length: 64 }),
    isDefaultShipping: flag('is_default_shipping', false),
    isDefaultBilling: flag('is_default_billing', false),
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
    id: serialId(),
    customerId: customerId(),
    familyId: varchar('family_id', { length: 64 }).notNull(),
    /** How this session's login proved the person (prescriptions need it); null for a password. */
    identityMethod: varchar('identity_method', { length: 16 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    rotatedAt: timestampTz('rotated_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('refresh_token_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens (1 hour), stored as hashes. */
export const passwordReset = pgTable('password_reset', {
  id: serialId(),
  customerId: customerId(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
  createdAt: createdAt(),
});
