import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { schema, type Db } from '@apteek/db';
import { hashPassword } from '../user/index.ts';

const { staffUser } = schema;

export const STAFF_ROLES = ['pharmacist', 'warehouse', 'admin', 'catalogueManager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A password chosen on the command line is at least this long. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

/** RFC 6238's usual parameters, which every authenticator app understands: SHA-1, 6 digits, 30 s. */
export function staffTotp(secret: string, email = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Apteek',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  /** Generated (24 characters of randomness) when not given. */
  password?: string | undefined;
}

export interface CreatedStaffUser {
  id: number;
  email: string;
  password: string;
  /** Base32, for typing into an authenticator app. */
  totpSecret: string;
  /** otpauth://totp/… for a QR code. */
  totpUri: string;
}

/** A staff account could not be created; `message` says why in words for the command line. */
export class StaffAccountError extends Error {
  override readonly name = 'StaffAccountError';
}

/** Creates a staff account (`npm run staff:add`): its password and TOTP secret are shown once. */
export async function addStaffUser(db: Db, input: NewStaffUser): Promise<CreatedStaffUser> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw new StaffAccountError(`Not an e-mail address: ${email}`);
  }
  if (!name || name.length > 200) throw new StaffAccountError('A name of 1 to 200 characters is needed.');
  if (!STAFF_ROLES.includes(input.role)) {
    throw new StaffAccountError(`The role is one of: ${STAFF_ROLES.join(', ')}.`);
  }
  if (input.password !== undefined && input.password.length < MIN_STAFF_PASSWORD_LENGTH) {
    throw new StaffAccountError(`A password has at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);
  }
  const [taken] = await db
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(eq(sql`lower(${staffUser.email})`, email.toLowerCase()));
  if (taken) throw new StaffAccountError(`A staff account with the e-mail ${email} already exists.`);
  const password = input.password ?? randomBytes(18).toString('base64url');
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db
    .insert(staffUser)
    .values({ email, name, role: input.role, passwordHash: await hashPassword(password), totpSecret: secret })
    .returning({ id: staffUser.id });
  return { id: row!.id, email, password, totpSecret: secret, totpUri: staffTotp(secret, email).toString() };
}
