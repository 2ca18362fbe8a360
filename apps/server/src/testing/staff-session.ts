import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { addStaffUser, type StaffRole } from '../modules/staff/index.ts';

/**
 * A new staff member's session cookie (`name=value`), through the password and the TOTP code as the
 * staff area signs in; each call makes its own member, so the login limits of one never meet another.
 */
export async function staffSessionCookie(
  app: FastifyInstance,
  role: StaffRole = 'pharmacist',
): Promise<string> {
  const staff = await addStaffUser(app.db, {
    email: `staff.${randomUUID().slice(0, 8)}@apteek.ee`,
    name: 'Test Staff',
    role,
  });
  const first = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: staff.email, password: staff.password },
  });
  expect(first.statusCode, first.body).toBe(200);
  const code = TOTP.generate({ secret: Secret.fromBase32(staff.totpSecret) });
  const second = await app.inject({
    method: 'POST',
    url: '/api/staff/login/totp',
    payload: { challenge: first.json<{ result: { challenge: string } }>().result.challenge, code },
  });
  expect(second.statusCode, second.body).toBe(200);
  // The session cookie comes before the device cookie.
  return String(second.headers['set-cookie']).split(';', 1)[0]!;
}
