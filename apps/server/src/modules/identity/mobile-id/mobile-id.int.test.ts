import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_ID_MESSAGES, type MobileIdResult } from '@apteek/domain';
import { useTestApp } from '../../../test-app.ts';
import {
  completed as finished,
  devicePage,
  listening,
  pageOverHttp,
  certificateSwappingProxy,
  reissued,
  sandboxTrust,
  tamperingProxy,
} from '../smart-id/sk-test-helpers.ts';
import {
  MOBILE_ID_DEMO,
  mobileIdClient,
  type MobileIdClient,
  type MobileIdSession,
} from '../../../providers/mobile-id/index.ts';

// The demo people's scripted outcomes after 100 ms instead of SK's 1.5 s: each of them waited the
// whole of it, about 1.6 s a test.
const testApp = useTestApp(
  {},
  { today: () => '2026-11-21', identitySandboxTiming: { scriptedMs: 100, unansweredMs: 120_000 } },
);
const MARY = { personalCode: '60001019906', phone: '+37200000766' };

let base = '';
let client: MobileIdClient;
const clientAt = (baseUrl: string) =>
  mobileIdClient({ baseUrl, ...MOBILE_ID_DEMO }, sandboxTrust(testApp.app));

beforeAll(async () => {
  base = await listening(testApp.app);
  client = clientAt(`${base}/sandbox/mobile-id`);
});

const started = (mid: MobileIdClient, personalCode: string, phoneNumber: string): Promise<MobileIdSession> =>
  mid.start({ personalCode, phoneNumber, language: 'ru', displayText: 'Apteek' });

/** The person's test phone: reads the code it shows and answers. */
async function answerOnPhone(phone: string, answer: 'approve' | 'refuse') {
  const device = await devicePage(
    pageOverHttp(`${base}/sandbox/mobile-id/phone/${encodeURIComponent(phone)}?lang=ru`),
  );
  expect(device.html).toContain('Контрольный код');
  await device.answer(answer);
  return device.code;
}

describe(`Mobile-ID (MID REST) against its sandbox over HTTP on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('approve: the phone shows the same verification code, and the certificate names the person', async () => {
    const session = await started(client, MARY.personalCode, MARY.phone);
    expect(session.verificationCode).toMatch(/^\d{4}$/);
    expect(await client.poll(session, 1000)).toEqual({ state: 'RUNNING' });
    expect(await answerOnPhone(MARY.phone, 'approve')).toBe(session.verificationCode);
    expect(await finished(client, session)).toEqual({
      ok: true,
      identity: {
        givenName: 'MARY ÄNN',
        surname: 'O’CONNEŽ-ŠUSLIK TESTNUMBER',
        personalCode: MARY.personalCode,
        country: 'EE',
      },
    });
  });

  it('refuse on the phone ends as USER_CANCELLED', async () => {
    const session = await started(client, MARY.personalCode, MARY.phone);
    await answerOnPhone(MARY.phone, 'refuse');
    expect(await finished(client, session)).toEqual({
      ok: false,
      result: 'USER_CANCELLED',
      message: MOBILE_ID_MESSAGES.USER_CANCELLED,
    });
  });

  it.each([
    ['60001019939', '+37200000266', 'NOT_MID_CLIENT'],
    ['60001019947', '+37207110066', 'DELIVERY_ERROR'],
    ['60001019950', '+37201100266', 'USER_CANCELLED'],
    ['60001019961', '+37200000666', 'SIGNATURE_HASH_MISMATCH'],
    ['60001019972', '+37201200266', 'SIM_ERROR'],
    ['60001019983', '+37213100266', 'PHONE_ABSENT'],
    ['50001018908', '+37266000266', 'TIMEOUT'],
    ['38001085718', '+37255555555', 'NOT_MID_CLIENT'],
  ] as const)(
    "SK's demo user %s %s ends as %s",
    async (code, phone, result: Exclude<MobileIdResult, 'OK'>) => {
      const session = await started(client, code, phone);
      expect(await finished(client, session)).toEqual({
        ok: false,
        result,
        message: MOBILE_ID_MESSAGES[result],
      });
    },
  );

  it('a tampered signature is refused', async () => {
    const proxy = await tamperingProxy(`${base}/sandbox/mobile-id`);
    const viaProxy = clientAt(proxy);
    const session = await started(viaProxy, MARY.personalCode, MARY.phone);
    await answerOnPhone(MARY.phone, 'approve');
    expect(await finished(viaProxy, session)).toMatchObject({
      ok: false,
      result: 'VERIFICATION_FAILED',
      reason: 'signature',
    });
  });

  it.each([
    [
      'from a foreign CA',
      { personalCode: MARY.personalCode, givenName: 'MARY ÄNN', surname: 'O’CONNEŽ-ŠUSLIK TESTNUMBER' },
      true,
      'certificate foreign_ca',
    ],
    [
      'of another person',
      { personalCode: '60001017869', givenName: 'TEST', surname: 'TESTNUMBER' },
      false,
      'another person',
    ],
  ] as const)(
    'a certificate %s is refused even with a valid signature',
    async (_label, person, foreignCa, reason) => {
      const replacement = await reissued(person, { foreignCa, keyType: 'ec', scheme: 'ecdsa' }, testApp.app);
      const proxy = await certificateSwappingProxy(`${base}/sandbox/mobile-id`, replacement);
      const viaProxy = clientAt(proxy.url);
      const session = await started(viaProxy, MARY.personalCode, MARY.phone);
      proxy.signs(session);
      await answerOnPhone(MARY.phone, 'approve');
      expect(await finished(viaProxy, session)).toMatchObject({
        ok: false,
        result: 'VERIFICATION_FAILED',
        reason,
      });
    },
  );

  it('the sandbox answers 400 for a bad phone number or personal code, 401 for another relying party', async () => {
    await expect(started(client, MARY.personalCode, '5555')).rejects.toMatchObject({ status: 400 });
    await expect(started(client, '60001019907', MARY.phone)).rejects.toMatchObject({ status: 400 });
    const stranger = mobileIdClient(
      { baseUrl: `${base}/sandbox/mobile-id`, relyingPartyUuid: crypto.randomUUID(), relyingPartyName: 'X' },
      sandboxTrust(testApp.app),
    );
    await expect(started(stranger, MARY.personalCode, MARY.phone)).rejects.toMatchObject({ status: 401 });
    await expect(
      client.poll(
        { ...(await started(client, MARY.personalCode, MARY.phone)), sessionId: crypto.randomUUID() },
        1000,
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
