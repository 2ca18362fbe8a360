import { schema } from '@apteek/db';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../user/index.ts';

const PASSWORD = 'a long enough password 1';
const PASSWORD_HASH = hashPassword(PASSWORD);

/** Calls and customers for the prescription stories, on the app `testApp` holds once built. */
export function prescriptionCalls(testApp: { readonly app: FastifyInstance }) {
  async function call(method: 'GET' | 'POST', url: string, body?: object, token?: string) {
    const response = await testApp.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    // The stories read whatever the API answers.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: response.json<any>(), headers: response.headers };
  }

  /**
   * A customer and their cart. With a personal code the account was identified by Smart-ID, and
   * this session is a Smart-ID login unless `login` is 'password'; without one, a password account.
   */
  async function customer(personalCode: string | null, email: string, login?: 'password') {
    const [row] = await testApp.app.db
      .insert(schema.customer)
      .values({
        email,
        firstname: 'Test',
        lastname: 'Patient',
        countryId: personalCode?.includes('-') ? 'FI' : 'EE',
        personalCode,
        identityMethod: personalCode ? 'smart-id' : null,
        identifiedAt: personalCode ? new Date() : null,
        passwordHash: await PASSWORD_HASH,
        // Past the new-user check: an account without a phone or the terms may not order.
        phoneNumber: '+37251234567',
        consentTermsAccepted: true,
        termsAcceptedAt: new Date(),
      })
      .returning();
    const { token } =
      personalCode && login !== 'password'
        ? await testApp.app.users.startSession(row!, 'smart-id')
        : (await testApp.app.users.login(email, PASSWORD, '127.0.0.1')).session;
    const cart = (await call('POST', '/api/cart/create?storeCode=ee', undefined, token)).body
      .result as string;
    return { token, cart, id: row!.id };
  }

  return { call, customer };
}

/** A prescription line's product_option: option 10100 the prescription number, 10101 the patient code. */
export const prescriptionOption = (prescriptionNumber: string, patientCode: string) => ({
  extension_attributes: {
    custom_options: [
      { option_id: 10100, option_value: prescriptionNumber },
      { option_id: 10101, option_value: patientCode },
    ],
  },
});

/** Wednesday 25 November 2026, 12:00 in Tallinn: the pharmacy is open, so prescription lines go in at any hour the tests run. */
export const OPEN_INSTANT = new Date('2026-11-25T10:00:00Z');
