import { eq, lt } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  ipLimitKey,
  isDomainError,
  orderLookupKeys,
  sameOrderEmail,
  type OrderLookupAnswer,
} from '@apteek/domain';
import type { RequestLimiter } from '../../lib/request-limiter.ts';

const { salesOrder, orderLookupLog } = schema;

/**
 * A guest's look-up of an order by its number and e-mail: limited per client address and per order
 * number (ORDER_LOOKUP_LIMITS, counted in the shared request_limit table like the second-person
 * prescription look-up), every try written to order_lookup_log with how it ended, never the e-mail.
 * A wrong e-mail answers exactly as an unknown number, and an anonymised order as neither.
 */
export function orderLookups({ db, limiter }: { db: Db; limiter: RequestLimiter }) {
  return {
    async lookUp(input: { ip: string; orderNumber: string; email: string }): Promise<OrderLookupAnswer> {
      const orderNumber = input.orderNumber.trim();
      const record = (outcome: 'found' | 'not_found' | 'limited') =>
        db.insert(orderLookupLog).values({ clientAddress: ipLimitKey(input.ip), orderNumber, outcome });
      try {
        await limiter.hit(orderLookupKeys({ ip: input.ip, orderNumber }), 'too_many_requests');
      } catch (error) {
        if (isDomainError(error, 'too_many_requests')) await record('limited');
        throw error;
      }
      const [order] = await db
        .select({
          id: salesOrder.id,
          orderCode: salesOrder.orderCode,
          email: salesOrder.email,
          anonymisedAt: salesOrder.anonymisedAt,
        })
        .from(salesOrder)
        .where(eq(salesOrder.orderNumber, orderNumber));
      if (!order || order.anonymisedAt || !sameOrderEmail(order.email, input.email)) {
        await record('not_found');
        throw new DomainError('order_not_found');
      }
      await record('found');
      return { orderId: order.id, orderCode: order.orderCode };
    },
  };
}

/** Deletes the look-ups recorded before `before`; answers how many. */
export async function deleteLookupLogBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(orderLookupLog)
    .where(lt(orderLookupLog.at, before))
    .returning({ id: orderLookupLog.id });
  return rows.length;
}
