import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation, schema, type Db } from '@apteek/db';
import {
  countryOfPersonalCode,
  IDENTITY_METHODS,
  personNameCase,
  DomainError,
  type IdentityCountry,
  type IdentityMethod,
} from '@apteek/domain';
import { invalidField } from '../../plugins/validation.ts';
import type { UserService } from '../user/index.ts';

const { customer } = schema;

type CustomerRow = typeof customer.$inferSelect;
type Session = Awaited<ReturnType<UserService['startSession']>>;

export interface IdentityLoginInput {
  personalCode: string;
  country: IdentityCountry;
  givenName: string;
  surname: string;
  method: IdentityMethod;
  /** The store's language, for a customer made by this login; the code's country's otherwise. */
  language?: 'et' | 'fi' | 'en' | 'ru';
}

export interface IdentityLoginResult {
  customer: CustomerRow;
  session: Session;
  /** Whether this login made the customer. */
  created: boolean;
}

const NAME_MAX = 100;

function checkedName(field: string, value: string): string {
  const name = personNameCase(value);
  if (name.length === 0 || name.length > NAME_MAX)
    throw invalidField(field, `Enter a ${field} of 1–${NAME_MAX} characters.`);
  return name;
}

function checkedCode(input: Pick<IdentityLoginInput, 'personalCode' | 'country' | 'method'>): void {
  if (!IDENTITY_METHODS.includes(input.method))
    throw invalidField('method', 'Unknown identification method.');
  // The country comes from the code itself; a provider that names another country is not believed.
  if (countryOfPersonalCode(input.personalCode) !== input.country) {
    throw invalidField('personalCode', 'This personal code is not valid.');
  }
}

function checked(input: IdentityLoginInput) {
  checkedCode(input);
  return {
    givenName: checkedName('givenName', input.givenName),
    surname: checkedName('surname', input.surname),
  };
}

/**
 * Accounts by personal code: the first strong login makes the customer (names
 * from the certificate or ID token, country from the code), later ones find it and note how the
 * customer was identified; either way the user module's session tokens are issued. One
 * `INSERT … ON CONFLICT (personal_code)`, so two first logins at once make one customer.
 */
export function identityAccounts({ db, users }: { db: Db; users: Pick<UserService, 'startSession'> }) {
  return {
    async identityLogin(input: IdentityLoginInput): Promise<IdentityLoginResult> {
      const names = checked(input);
      const [row] = await db
        .insert(customer)
        .values({
          email: null,
          firstname: names.givenName,
          lastname: names.surname,
          countryId: input.country,
          language: input.language ?? (input.country === 'FI' ? 'fi' : 'et'),
          personalCode: input.personalCode,
          identityMethod: input.method,
          identifiedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: customer.personalCode,
          set: { identityMethod: input.method, identifiedAt: sql`now()`, updatedAt: sql`now()` },
        })
        .returning({ id: customer.id, created: sql<boolean>`(xmax = 0)` });
      const [found] = await db.select().from(customer).where(eq(customer.id, row!.id));
      return {
        customer: found!,
        session: await users.startSession(found!, input.method),
        created: row!.created,
      };
    },

    /**
     * Links a password account to the personal code its owner has just proved,
     * once: an account keeps its first code, and a code that already has an account stays there.
     */
    async linkPersonalCode(
      customerId: number,
      proof: Pick<IdentityLoginInput, 'personalCode' | 'country' | 'method'>,
    ): Promise<void> {
      checkedCode(proof);
      const taken = invalidField('personalCode', 'This personal code belongs to another account.');
      const [owner] = await db
        .select({ id: customer.id })
        .from(customer)
        .where(eq(customer.personalCode, proof.personalCode));
      if (owner && owner.id !== customerId) throw taken;
      const set = {
        personalCode: proof.personalCode,
        identityMethod: proof.method,
        identifiedAt: sql`now()`,
      };
      const linked = await db
        .update(customer)
        .set({ ...set, updatedAt: sql`now()` })
        .where(
          and(
            eq(customer.id, customerId),
            owner ? eq(customer.personalCode, proof.personalCode) : isNull(customer.personalCode),
          ),
        )
        .returning({ id: customer.id })
        .catch((error: unknown) => {
          // Another account took the code between the read and the update.
          if (isUniqueViolation(error)) throw taken;
          throw error;
        });
      if (linked.length > 0) return;
      const [account] = await db
        .select({ id: customer.id })
        .from(customer)
        .where(eq(customer.id, customerId));
      if (!account) throw new DomainError('login_required');
      throw invalidField('personalCode', 'This account is already linked to another personal code.');
    },
  };
}

export type IdentityAccounts = ReturnType<typeof identityAccounts>;
