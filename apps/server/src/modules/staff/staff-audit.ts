import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

const { staffAuditLog, staffUser } = schema;

export type StaffAction =
  | 'login'
  | 'login_failed'
  | 'totp_failed'
  | 'logout'
  | 'duty_started'
  | 'duty_ended'
  | 'opening_times_changed'
  | 'audit_read'
  | 'orders_to_check_read'
  | 'order_approved'
  | 'order_cancelled'
  | 'fulfilment_read'
  | 'pick_list_read'
  | 'label_read'
  | 'order_life_step'
  | 'returns_read'
  | 'return_accepted'
  | 'return_received'
  | 'return_refused'
  | 'offer_sent'
  | 'chat_message'
  | 'chat_read'
  | 'chat_closed'
  | 'reviews_read'
  | 'review_approved'
  | 'review_rejected'
  | 'integration_key_created'
  | 'integration_key_revoked'
  | 'catalogue_feed_uploaded'
  | 'product_sale_changed'
  | 'customer_group_changed';

export interface AuditEntry {
  staffId: number | null;
  action: StaffAction;
  target?: string | null;
  /** What changed; never health data (no prescriptions, personal codes or compensation). */
  details?: Record<string, unknown> | null;
  ip: string | null;
}

/** The staff audit log: every staff action, written as it happens. */
export function staffAudit(db: Db, now: () => Date) {
  return {
    async write(entry: AuditEntry): Promise<void> {
      await db.insert(staffAuditLog).values({
        staffId: entry.staffId,
        action: entry.action,
        target: entry.target ?? null,
        details: entry.details ?? null,
        at: now(),
        ip: entry.ip,
      });
    },

    /** The latest entries first, with who made them. */
    async latest(limit: number) {
      const rows = await db
        .select({
          id: staffAuditLog.id,
          at: staffAuditLog.at,
          staffId: staffAuditLog.staffId,
          staffName: staffUser.name,
          staffEmail: staffUser.email,
          action: staffAuditLog.action,
          target: staffAuditLog.target,
          details: staffAuditLog.details,
          ip: staffAuditLog.ip,
        })
        .from(staffAuditLog)
        .leftJoin(staffUser, eq(staffUser.id, staffAuditLog.staffId))
        .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}

export type StaffAudit = ReturnType<typeof staffAudit>;
