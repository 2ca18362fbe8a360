import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  countryOfPersonalCode,
  DomainError,
  EMAIL_CHANGE_LIMITS,
  ipLimitKey,
  maskPersonalCode,
  missingAccountDetails,
} from '@apteek/domain';
import type { z } from 'zod';
import { requestLimiter } from '../../lib/request-limiter.ts';
import { invalidField } from '../../plugins/validation.ts';
import { groupTokenSecret, issueGroupToken } from '../pricing/index.ts';
import { findByEmail, type CustomerRow } from './customer-queries.ts';
import { hashPassword } from './password-hash.ts';
import { userPasswords } from './user-passwords.ts';
import type { CustomerInputSchema, ProfileBodySchema } from './user-schemas.ts';
import { userSessions } from './user-sessions.ts';

const { customer, customerAddress } = schema;

export interface UserServiceOptions {
  db: Db;
  secret: () => Promise<string>;
  now?: () => number;
}

export type UserDeps = Required<UserServiceOptions>;

/**
 * Counts a change to another e-mail address, per account and per IP: its answer tells whether that
 * address has an account. The account's own address is no look-up.
 */
function emailChangeLimit(db: Db, now: () => number) {
  const limiter = requestLimiter(db, now);
  return async (customerId: number, email: string, ip: string): Promise<void> => {
    const [row] = await db
      .select({ email: customer.email })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (row?.email?.toLowerCase() === email.trim().toLowerCase()) return;
    await limiter.hit(
      [
        { key: `email-change:account:${customerId}`, policy: EMAIL_CHANGE_LIMITS.account },
        { key: `email-change:ip:${ipLimitKey(ip)}`, policy: EMAIL_CHANGE_LIMITS.ip },
      ],
      'too_many_requests',
    );
  };
}

/** Accepting the terms keeps its first time: accepting again later changes nothing. */
const termsAccepted = {
  consentTermsAccepted: true,
  termsAcceptedAt: sql`coalesce(${customer.termsAcceptedAt}, now())`,
};

/** Refuses an order from an account the new-user check still stops: no e-mail, phone or accepted terms. */
async function requireCompleteAccount(db: Db, customerId: number): Promise<void> {
  const [row] = await db.select().from(customer).where(eq(customer.id, customerId));
  const missing = missingAccountDetails(row ?? null);
  if (missing.length > 0) throw new DomainError('account_incomplete', { missing });
}

export function userService({ db, secret, now = Date.now }: UserServiceOptions) {
  const deps: UserDeps = { db, secret, now };
  const limitEmailChange = emailChangeLimit(db, now);

  async function profile(customerId: number) {
    const [row] = await db.select().from(customer).where(eq(customer.id, customerId));
    if (!row) throw new DomainError('refresh_failed');
    const addresses = await db
      .select()
      .from(customerAddress)
      .where(eq(customerAddress.customerId, customerId))
      .orderBy(customerAddress.id);
    // Price tiers use the user's group id and group token.
    const groupToken = issueGroupToken(await groupTokenSecret(db), row.groupId);
    return { ...toProfile(row, addresses), groupToken };
  }

  return {
    async register(input: z.infer<typeof CustomerInputSchema>, password: string): Promise<CustomerRow> {
      if (await findByEmail(db, input.email)) {
        throw invalidField('customer.email', 'An account with this e-mail address already exists.');
      }
      const [row] = await db
        .insert(customer)
        .values({
          email: input.email,
          passwordHash: await hashPassword(password),
          firstname: input.firstname,
          lastname: input.lastname,
          phoneNumber: input.phoneNumber ?? null,
          countryId: input.country_id,
          language: input.language,
          consentTermsAccepted: input.consentTermsAccepted,
          termsAcceptedAt: sql`now()`,
        })
        .returning();
      return row!;
    },

    profile,

    async updateProfile(
      customerId: number,
      input: z.infer<typeof ProfileBodySchema>['customer'],
      ip: string,
    ) {
      if (input.email) {
        await limitEmailChange(customerId, input.email, ip);
        const other = await findByEmail(db, input.email);
        if (other && other.id !== customerId) {
          throw invalidField('customer.email', 'An account with this e-mail address already exists.');
        }
      }
      await db.transaction(async (tx) => {
        // The newsletter flag follows the address's double opt-in (modules/newsletter), never a form.
        const { addresses, isSubscribedToNewsletter: _byOptInOnly, consentTermsAccepted, ...fields } = input;
        if (Object.keys(fields).length > 0 || consentTermsAccepted) {
          await tx
            .update(customer)
            .set({ ...fields, ...(consentTermsAccepted ? termsAccepted : {}), updatedAt: sql`now()` })
            .where(eq(customer.id, customerId));
        }
        if (addresses) {
          await tx.delete(customerAddress).where(eq(customerAddress.customerId, customerId));
          if (addresses.length > 0) {
            await tx
              .insert(customerAddress)
              .values(addresses.map(({ id: _id, ...address }) => ({ ...address, customerId })));
          }
        }
      });
      return profile(customerId);
    },

    requireCompleteAccount: (customerId: number) => requireCompleteAccount(db, customerId),

    async setLanguage(customerId: number, language: CustomerRow['language']) {
      await db
        .update(customer)
        .set({ language, updatedAt: sql`now()` })
        .where(eq(customer.id, customerId));
    },

    ...userSessions(deps),
    ...userPasswords(deps),
  };
}

export type UserService = ReturnType<typeof userService>;

/** The user's profile, as GET /api/user/me answers it. */
export function toProfile(row: CustomerRow, addresses: (typeof customerAddress.$inferSelect)[]) {
  return {
    id: row.id,
    // A customer made by a strong login has no address yet; the profile's field stays a string.
    email: row.email ?? '',
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    country_id: row.countryId,
    language: row.language,
    group_id: row.groupId,
    consentTermsAccepted: row.consentTermsAccepted,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    isSubscribedToNewsletter: row.isSubscribedToNewsletter,
    // Only its owner reads the profile, and even there the code is masked.
    personalCode: row.personalCode ? maskPersonalCode(row.personalCode) : null,
    identityMethod: row.identityMethod,
    // The code's country: a Finnish one is a cross-border patient in the Estonian stores.
    identityCountry: row.personalCode ? countryOfPersonalCode(row.personalCode) : null,
    // An account made by a strong login has no password to change until one is set by a reset.
    hasPassword: row.passwordHash !== null,
    addresses: addresses.map(
      ({ customerId: _owner, createdAt: _created, updatedAt: _updated, ...address }) => address,
    ),
  };
}
