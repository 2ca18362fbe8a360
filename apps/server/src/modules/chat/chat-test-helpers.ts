import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { schema } from '@apteek/db';
import { apiCall } from '../../test-app.ts';
import { prescriptionCalls } from '../prescription/prescription-test-helpers.ts';
import { addStaffUser, type StaffRole } from '../staff/index.ts';

/** Calls, carts, chats and staff logins for the live chat stories, on the app `testApp` holds. */
export function chatTestCalls(testApp: { readonly app: FastifyInstance }) {
  const { customer } = prescriptionCalls(testApp);

  const call = apiCall(testApp);

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function guestCart(): Promise<string> {
    return (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;
  }

  async function startChat(cartId: string, headers: Record<string, string> = {}): Promise<string> {
    const started = await call('POST', `/api/chat/start?cartId=${cartId}`, undefined, headers);
    expect(started.status).toBe(200);
    return started.body.result.chatId as string;
  }

  let serial = 0;
  async function newStaff(role: StaffRole) {
    serial += 1;
    const name = `Proviisor ${serial}`;
    return {
      ...(await addStaffUser(testApp.app.db, { email: `chat${serial}@apteek.ee`, name, role })),
      name,
    };
  }

  /** Signs the member in, password then TOTP code; `at` is the app's clock where a test holds it. */
  async function logIn(staff: { email: string; password: string; totpSecret: string }, at = Date.now()) {
    const first = await call('POST', '/api/staff/login', { email: staff.email, password: staff.password });
    const second = await call('POST', '/api/staff/login/totp', {
      challenge: first.body.result.challenge,
      code: TOTP.generate({ secret: Secret.fromBase32(staff.totpSecret), timestamp: at }),
    });
    expect(second.status).toBe(200);
    return { cookie: String(second.headers['set-cookie']).split(';', 1)[0]! };
  }

  async function chatRow(chatId: string) {
    const [row] = await testApp.app.db.select().from(schema.chat).where(eq(schema.chat.id, chatId));
    return row;
  }

  return { customer, call, bearer, guestCart, startChat, newStaff, logIn, chatRow };
}
