import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation, queryRows, schema, type Db } from '@apteek/db';
import {
  DomainError,
  LOYALTY_CARD_MESSAGES,
  LOYALTY_CARD_PREFIX,
  loyaltyCardNumber,
  loyaltyRegisterKeys,
  type LoyaltyCardAnswer,
} from '@apteek/domain';
import type { RequestLimiter } from '../../lib/request-limiter.ts';

const { customer, loyaltyCard, loyaltyCardEvent } = schema;

type CardRow = typeof loyaltyCard.$inferSelect;
type CardAction = (typeof loyaltyCardEvent.$inferInsert)['action'];

const view = (row: CardRow | undefined): LoyaltyCardAnswer => ({
  card: row ? { number: row.cardNumber, kind: row.kind, since: row.since.toISOString() } : null,
});

const unavailable = () =>
  new DomainError('invalid_request', {
    errors: [{ field: 'body.cardNumber', message: LOYALTY_CARD_MESSAGES.unavailable }],
  });

/** The customer's row locked: one account's joins, registrations and leaves happen one at a time. */
async function lock(tx: Db, customerId: number): Promise<void> {
  const [owner] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.id, customerId))
    .for('update');
  if (!owner) throw new DomainError('login_required');
}

async function active(tx: Db, customerId: number): Promise<CardRow | undefined> {
  const [row] = await tx
    .select()
    .from(loyaltyCard)
    .where(and(eq(loyaltyCard.customerId, customerId), isNull(loyaltyCard.leftAt)));
  return row;
}

async function record(tx: Db, cardId: number, action: CardAction, at: Date): Promise<void> {
  await tx.insert(loyaltyCardEvent).values({ cardId, action, at });
}

async function deactivate(tx: Db, row: CardRow, action: CardAction, at: Date): Promise<void> {
  await tx.update(loyaltyCard).set({ leftAt: at }).where(eq(loyaltyCard.id, row.id));
  await record(tx, row.id, action, at);
}

/** A plastic card's registration inside its transaction (see LoyaltyService.register). */
async function registerIn(
  tx: Db,
  customerId: number,
  cardNumber: string,
  at: Date,
): Promise<LoyaltyCardAnswer> {
  await lock(tx, customerId);
  const current = await active(tx, customerId);
  if (current?.cardNumber === cardNumber) return view(current);
  const [known] = await tx.select().from(loyaltyCard).where(eq(loyaltyCard.cardNumber, cardNumber));
  if (known ? known.customerId !== customerId : cardNumber.startsWith(LOYALTY_CARD_PREFIX))
    throw unavailable();
  if (current) await deactivate(tx, current, 'replaced', at);
  if (known) {
    // The customer's own card, left earlier, taken back.
    const [row] = await tx
      .update(loyaltyCard)
      .set({ leftAt: null })
      .where(eq(loyaltyCard.id, known.id))
      .returning();
    await record(tx, known.id, 'rejoined', at);
    return view(row);
  }
  const [row] = await tx
    .insert(loyaltyCard)
    .values({ customerId, cardNumber, kind: 'plastic', since: at })
    .returning();
  await record(tx, row!.id, 'registered', at);
  return view(row);
}

export interface LoyaltyService {
  /** The customer's active card, or null outside the programme. */
  card(customerId: number): Promise<LoyaltyCardAnswer>;
  /** Issues a digital card; a customer who has an active card keeps it (joining twice is one card). */
  join(customerId: number): Promise<LoyaltyCardAnswer>;
  /**
   * Registers a plastic card by its valid number (the route checked the digits), replacing the
   * active card. Refused alike, naming nobody, when the number is another account's (now or
   * before) or is in the shop's digital range without being this customer's. Rate-limited.
   */
  register(customerId: number, cardNumber: string, ip: string): Promise<LoyaltyCardAnswer>;
  /** Leaves the programme: the active card is deactivated (kept, so its number is never reused). */
  leave(customerId: number): Promise<LoyaltyCardAnswer>;
}

/** Every call is keyed by the caller's own customer id, so a customer reaches only their own card. */
export function loyaltyService({
  db,
  now,
  limiter,
}: {
  db: Db;
  now: () => Date;
  limiter: RequestLimiter;
}): LoyaltyService {
  return {
    async card(customerId) {
      return view(await active(db, customerId));
    },

    join(customerId) {
      return db.transaction(async (tx) => {
        await lock(tx, customerId);
        const current = await active(tx, customerId);
        if (current) return view(current);
        const at = now();
        const [serial] = await queryRows<{ n: string }>(
          tx,
          sql`select nextval('loyalty_card_serial_seq')::text as n`,
        );
        const [row] = await tx
          .insert(loyaltyCard)
          .values({
            customerId,
            cardNumber: loyaltyCardNumber(BigInt(serial!.n)),
            kind: 'digital',
            since: at,
          })
          .returning();
        await record(tx, row!.id, 'joined', at);
        return view(row);
      });
    },

    async register(customerId, cardNumber, ip) {
      await limiter.hit(loyaltyRegisterKeys({ customerId, ip }), 'too_many_requests');
      try {
        return await db.transaction((tx) => registerIn(tx, customerId, cardNumber, now()));
      } catch (error) {
        // Another account registered the same number at the same moment.
        if (isUniqueViolation(error)) throw unavailable();
        throw error;
      }
    },

    leave(customerId) {
      return db.transaction(async (tx) => {
        await lock(tx, customerId);
        const current = await active(tx, customerId);
        if (current) await deactivate(tx, current, 'left', now());
        return view(undefined);
      });
    },
  };
}

/** Every card the account held, oldest first, for the customer's copy of their data. */
export async function loyaltyCardsOf(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(loyaltyCard)
    .where(eq(loyaltyCard.customerId, customerId))
    .orderBy(asc(loyaltyCard.since), asc(loyaltyCard.id));
  return rows.map((row) => ({
    cardNumber: row.cardNumber,
    kind: row.kind,
    since: row.since.toISOString(),
    leftAt: row.leftAt ? row.leftAt.toISOString() : null,
  }));
}

/**
 * With the account: its plastic cards are deleted (the number is the customer's own card), its
 * digital cards are unlinked and left, so their numbers stay used and are never issued again.
 */
export async function eraseLoyaltyCards(tx: Db, customerId: number, at: Date): Promise<void> {
  await tx
    .delete(loyaltyCard)
    .where(and(eq(loyaltyCard.customerId, customerId), eq(loyaltyCard.kind, 'plastic')));
  const digital = await tx
    .update(loyaltyCard)
    .set({ customerId: null, leftAt: sql`coalesce(${loyaltyCard.leftAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(loyaltyCard.customerId, customerId))
    .returning({ id: loyaltyCard.id });
  if (digital.length > 0)
    await tx
      .insert(loyaltyCardEvent)
      .values(digital.map((row) => ({ cardId: row.id, action: 'erased' as const, at })));
}
