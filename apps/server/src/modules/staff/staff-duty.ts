import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { STAFF_IDLE_MS } from './staff-sessions.ts';

const { staffSession, staffUser } = schema;

/**
 * "On duty": an active pharmacist who switched on duty on the staff home (POST
 * /api/staff/duty) in a session that still holds (a request within the last 30 minutes, under 8
 * hours since the login). Merely being logged in is not on duty; logging out or the session ending
 * ends the duty; an admin is never the pharmacist on duty.
 */
export async function isPharmacistOnDuty(db: Db, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staffSession)
    .innerJoin(staffUser, eq(staffUser.id, staffSession.staffId))
    .where(
      and(
        eq(staffUser.role, 'pharmacist'),
        eq(staffUser.active, true),
        eq(staffSession.onDuty, true),
        gt(staffSession.expiresAt, at),
        gt(staffSession.lastSeenAt, new Date(at.getTime() - STAFF_IDLE_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
