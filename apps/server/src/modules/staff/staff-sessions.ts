import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { StaffRole } from './staff-accounts.ts';

const { staffSession, staffUser } = schema;

const MINUTE = 60_000;
/** A session ends after 30 minutes without a request, and 8 hours after the login whatever happens. */
export const STAFF_IDLE_MS = 30 * MINUTE;
export const STAFF_SESSION_MAX_MS = 8 * 60 * MINUTE;

/** Who a staff session names. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** A staff member as their session names them, with the session's duty switch. */
export interface StaffSessionMember extends StaffMember {
  /** Switched on duty in this session (pharmacists only). */
  onDuty: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Staff sessions: a random token in the cookie, only its hash in staff_session. */
export function staffSessions(db: Db, now: () => Date) {
  return {
    /** A new session for a staff member who passed both steps; answers its token. */
    async open(staffId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db.insert(staffSession).values({
        tokenHash: sha256(token),
        staffId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + STAFF_SESSION_MAX_MS),
      });
      // Sessions that ended are cleared as new ones begin.
      await db
        .delete(staffSession)
        .where(
          or(
            lt(staffSession.expiresAt, at),
            lt(staffSession.lastSeenAt, new Date(at.getTime() - STAFF_IDLE_MS)),
          ),
        );
      return token;
    },

    /** The staff member a session token names while it holds; each use refreshes its idle time. */
    async authenticate(token: string): Promise<StaffSessionMember | null> {
      const at = now();
      const [row] = await db
        .select({
          session: staffSession,
          member: { id: staffUser.id, email: staffUser.email, name: staffUser.name, role: staffUser.role },
        })
        .from(staffSession)
        .innerJoin(staffUser, eq(staffUser.id, staffSession.staffId))
        .where(and(eq(staffSession.tokenHash, sha256(token)), eq(staffUser.active, true)));
      if (!row) return null;
      const { session } = row;
      if (
        session.expiresAt.getTime() <= at.getTime() ||
        at.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_MS
      ) {
        await db.delete(staffSession).where(eq(staffSession.tokenHash, session.tokenHash));
        return null;
      }
      await db
        .update(staffSession)
        .set({ lastSeenAt: at })
        .where(eq(staffSession.tokenHash, session.tokenHash));
      return { ...row.member, onDuty: session.onDuty };
    },

    /** Switches the session's duty on or off; the session was authenticated just before. */
    async setDuty(token: string, onDuty: boolean): Promise<void> {
      await db
        .update(staffSession)
        .set({ onDuty })
        .where(eq(staffSession.tokenHash, sha256(token)));
    },

    async logout(token: string): Promise<void> {
      await db.delete(staffSession).where(eq(staffSession.tokenHash, sha256(token)));
    },
  };
}
