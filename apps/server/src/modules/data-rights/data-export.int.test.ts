// @postgres: the export reads a dozen tables in one repeatable-read, read-only transaction.
import { describe, expect, it } from 'vitest';
import { DataExportSchema, KEPT_AFTER_DELETION } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { patientHash, recordAccess } from '../prescription/index.ts';
import { bearer, dataRightsCalls, OTC, OTHER_OTC, PASSWORD } from './data-rights-test-helpers.ts';

/**
 * The customer's copy of their data, from the customer's side and an attacker's: everything tied
 * to the account, nothing of another customer's, and nothing for a token that is not the account's.
 */

const testApp = useTestApp();
const { call, db, customer, fill, exportOf } = dataRightsCalls(testApp);

describe(`the customer's data export on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('holds everything tied to the account and nothing of another customer', async () => {
    const alice = await customer('Alice', '49001010004');
    const bob = await customer('Bobby', '39001010008');
    const aliceData = await fill(alice, {
      sku: OTC,
      title: 'Alice liked it',
      street: 'Aia 1',
      rx: '1100000001',
    });
    const bobData = await fill(bob, {
      sku: OTHER_OTC,
      title: 'Bobby liked it',
      street: 'Bobi 9',
      rx: '2200000002',
    });
    // Bob looked up Alice's prescriptions (as a representative): a read about her by another account.
    await recordAccess(db(), {
      customerId: bob.id,
      patientHash: await patientHash(db(), alice.personalCode),
      action: 'lookup',
      prescriptionNumber: '3300000003',
      outcome: 'found',
    });

    const answer = await exportOf(alice.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="apteek-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = DataExportSchema.parse(answer.body.result);

    expect(data.profile).toMatchObject({
      id: alice.id,
      email: alice.email,
      firstname: 'Alice',
      personalCode: '4********04',
    });
    expect(data.addresses.map((address) => address.street)).toEqual(['Aia 1']);
    expect(data.orders.map((row) => row.orderNumber).sort()).toEqual(
      [aliceData.plain.orderNumber, aliceData.dispensed.orderNumber].sort(),
    );
    const dispensed = data.orders.find((row) => row.orderNumber === aliceData.dispensed.orderNumber)!;
    expect(dispensed.lines[0]).toMatchObject({ sku: OTC, qty: 1, prescriptionNumber: '1100000001' });
    expect(dispensed.addresses.length).toBeGreaterThan(0);
    expect(data.reviews).toEqual([
      expect.objectContaining({ sku: OTC, title: 'Alice liked it', status: 'pending' }),
    ]);
    expect(data.wishlist.map((item) => item.sku)).toEqual([OTC]);
    expect(data.newsletter).toMatchObject({ email: alice.email, state: 'pending' });
    expect(data.claims).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'termsAccepted', value: true })]),
    );
    expect(data.identityMethods).toEqual([expect.objectContaining({ method: 'password' })]);
    expect(data.chats).toEqual([
      expect.objectContaining({
        messages: [expect.objectContaining({ text: 'Question about Alice liked it' })],
      }),
    ]);
    expect(data.carts.flatMap((row) => row.lines)).toEqual(
      expect.arrayContaining([expect.objectContaining({ sku: OTC, qty: 2 })]),
    );
    expect(data.prescriptionAccessLog).toEqual([
      expect.objectContaining({ action: 'list', prescriptionNumber: '1100000001', byAccount: true }),
      // Bob's read of her prescriptions: when and what, never who or which number he typed.
      {
        readAt: expect.any(String),
        action: 'lookup',
        prescriptionNumber: null,
        outcome: 'found',
        byAccount: false,
        aboutAccountHolder: true,
      },
    ]);
    expect(data.keptAfterDeletion).toEqual([...KEPT_AFTER_DELETION]);

    // Nothing of Bob's, whatever the part.
    const text = JSON.stringify(answer.body);
    for (const bobs of [
      bob.email,
      'Bobby',
      'Bobi 9',
      '2200000002',
      '3300000003',
      bobData.plain.orderNumber,
      bobData.dispensed.orderNumber,
      OTHER_OTC,
      bob.personalCode,
    ]) {
      expect(text).not.toContain(bobs);
    }
    expect(text).not.toContain(alice.personalCode);
  });

  it('answers an attacker nothing: no token, a forged one, or another customer asking for someone else', async () => {
    const alice = await customer('Alice', '49001010015');
    await fill(alice, { sku: OTC, title: 'Secret review', street: 'Salajane 7', rx: '4400000004' });
    const mallory = await customer('Mallory', '39001010019');

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/user/me/data' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Salajane');

    // Alice's token with the customer id changed: the signature no longer matches.
    const [header, payload, signature] = mallory.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { sub: number };
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: alice.id })).toString('base64url'),
      signature,
    ].join('.');
    const withForged = await exportOf(forged);
    expect(withForged.status).toBe(401);
    expect(JSON.stringify(withForged.body)).not.toContain('Salajane');

    // Mallory's own token, naming Alice every way a query could: still only Mallory's data.
    const asked = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/me/data?customerId=${alice.id}&id=${alice.id}&email=${encodeURIComponent(alice.email)}`,
      headers: bearer(mallory.token),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().result.profile.id).toBe(mallory.id);
    expect(asked.body).not.toContain('Salajane');
    expect(asked.body).not.toContain(alice.email);

    // Nor can Mallory delete Alice's account: the call names no account but the token's.
    const forget = await call('POST', '/api/user/forget', { password: PASSWORD }, bearer(forged));
    expect(forget.status).toBe(401);
    expect((await call('GET', '/api/user/me', undefined, bearer(alice.token))).status).toBe(200);
  });
});
