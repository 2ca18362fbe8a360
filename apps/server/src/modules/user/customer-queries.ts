import { sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

const { customer } = schema;

export type CustomerRow = typeof customer.$inferSelect;

/** E-mail addresses match whatever their case. */
export async function findByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(sql`lower(${customer.email}) = lower(${email})`)
    .limit(1);
  return row;
}
