import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError } from '@apteek/domain';
import { knownDevices } from '../../lib/known-device.ts';
import { guessOf, loginGuesses } from '../../lib/login-guesses.ts';
import { dummyPasswordHash, verifyPassword } from '../user/index.ts';
import { staffTotp } from './staff-accounts.ts';
import type { StaffAudit } from './staff-audit.ts';
import { staffChallenges } from './staff-challenge.ts';
import { staffSessions, type StaffMember } from './staff-sessions.ts';

export type { StaffMember, StaffSessionMember } from './staff-sessions.ts';

const { staffUser } = schema;

const TOTP_PERIOD_S = 30;

export interface StaffDeps {
  db: Db;
  /** Signs the password step's challenge. */
  secret: () => Promise<string>;
  now: () => Date;
  audit: StaffAudit;
}

const lower = (email: string) => email.trim().toLowerCase();

/**
 * Takes a TOTP code of the current 30-second step or the one either side, once: answers its step,
 * 'replayed' for a step at or before the last one taken, null for a wrong code. Taking the step and
 * checking it was not taken before is one statement, so of two requests with one code only one wins.
 */
async function takeCode(
  db: Db,
  staff: { id: number; totpSecret: string },
  code: string,
  nowMs: number,
): Promise<number | 'replayed' | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = staffTotp(staff.totpSecret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_S) + delta;
  const taken = await db
    .update(staffUser)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffUser.id, staff.id), or(isNull(staffUser.totpLastStep), lt(staffUser.totpLastStep, step))),
    )
    .returning({ id: staffUser.id });
  return taken.length > 0 ? step : 'replayed';
}

/** Staff logins (password, then a TOTP code), sessions and logouts. */
export function staffService({ db, secret, now, audit }: StaffDeps) {
  const guesses = loginGuesses(db, () => now().getTime());
  const devices = knownDevices(db, 'staff');
  const challenges = staffChallenges(secret, now);
  const sessions = staffSessions(db, now);

  async function activeStaff(where: ReturnType<typeof eq>) {
    const [row] = await db
      .select()
      .from(staffUser)
      .where(and(where, eq(staffUser.active, true)));
    return row;
  }

  return {
    /**
     * The password step. Only wrong passwords count, per account and per IP for strangers, per
     * device for a browser holding the account's device cookie (`lib/login-guesses.ts`); an
     * unknown e-mail costs the same time and answers the same.
     */
    async login(email: string, password: string, ip: string, deviceCookie: string | null): Promise<string> {
      const account = lower(email);
      const device = await devices.verify(deviceCookie, account);
      let found: Awaited<ReturnType<typeof activeStaff>>;
      const row = await guesses.check(guessOf('staff-login', account, ip, device), async () => {
        found = await activeStaff(eq(sql`lower(${staffUser.email})`, account));
        const matches = await verifyPassword(password, found?.passwordHash ?? (await dummyPasswordHash()));
        return found && matches ? found : null;
      });
      if (!row) {
        await audit.write({
          staffId: found?.id ?? null,
          action: 'login_failed',
          target: account.slice(0, 200),
          ip,
        });
        throw new DomainError('staff_login_failed');
      }
      return challenges.issue(row.id);
    },

    /**
     * The TOTP step: a code of the current 30-second step or the one either side, taken once (a
     * step at or before the last accepted one is refused). Codes are counted like passwords: a
     * wrong or replayed one counts, per account and IP or per known device. Answers the new
     * session's token and the device cookie to set.
     */
    async verifyCode(
      challenge: string,
      code: string,
      ip: string,
      deviceCookie: string | null,
    ): Promise<{ token: string; member: StaffMember; deviceCookie: string }> {
      const staffId = await challenges.read(challenge);
      const row = staffId === null ? undefined : await activeStaff(eq(staffUser.id, staffId));
      if (!row) {
        await audit.write({ staffId: null, action: 'totp_failed', details: { reason: 'challenge' }, ip });
        throw new DomainError('staff_code_wrong');
      }
      const account = lower(row.email);
      const device = await devices.verify(deviceCookie, account);
      let failure: 'wrong' | 'replayed' = 'wrong';
      const step = await guesses.check(guessOf('staff-totp', account, ip, device), async () => {
        const taken = await takeCode(db, row, code, now().getTime());
        if (taken === 'replayed') failure = taken;
        return typeof taken === 'number' ? taken : null;
      });
      if (step === null) {
        await audit.write({ staffId: row.id, action: 'totp_failed', details: { reason: failure }, ip });
        throw new DomainError('staff_code_wrong');
      }
      const token = await sessions.open(row.id);
      const member = { id: row.id, email: row.email, name: row.name, role: row.role };
      await audit.write({ staffId: row.id, action: 'login', ip });
      return { token, member, deviceCookie: await devices.issue(account, device) };
    },

    authenticate: (token: string) => sessions.authenticate(token),
    logout: (token: string) => sessions.logout(token),
    setDuty: (token: string, onDuty: boolean) => sessions.setDuty(token, onDuty),
  };
}

export type StaffService = ReturnType<typeof staffService>;
