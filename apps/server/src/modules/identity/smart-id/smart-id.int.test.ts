import { beforeAll, describe, expect, it } from 'vitest';
import { SMART_ID_MESSAGES } from '@apteek/domain';
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
} from './sk-test-helpers.ts';
import {
  SMART_ID_DEMO,
  smartIdClient,
  type SmartIdClient,
  type SmartIdSession,
} from '../../../providers/smart-id/index.ts';

// The demo people's scripted outcomes after 100 ms instead of SK's 1.5 s: each of them waited the
// whole of it, about 1.6 s a test.
const testApp = useTestApp(
  {},
  { today: () => '2026-11-21', identitySandboxTiming: { scriptedMs: 100, unansweredMs: 120_000 } },
);
const OK_PERSON = { personalCode: '40504040001', givenName: 'OK', surname: 'TESTNUMBER' };

let base = '';
let client: SmartIdClient;
const clientAt = (baseUrl: string) => smartIdClient({ baseUrl, ...SMART_ID_DEMO }, sandboxTrust(testApp.app));

beforeAll(async () => {
  base = await listening(testApp.app);
  client = clientAt(`${base}/sandbox/smart-id/v2`);
});

async function started(smartId: SmartIdClient, personalCode: string): Promise<SmartIdSession> {
  const start = await smartId.start(personalCode, 'Log in to Apteek');
  if (!start.ok) throw new Error(`no session for ${personalCode}`);
  return start.session;
}

/** The person's test device: reads the code it shows and answers. */
async function answerOnDevice(personalCode: string, answer: 'approve' | 'refuse') {
  const device = await devicePage(pageOverHttp(`${base}/sandbox/smart-id/device/${personalCode}?lang=et`));
  expect(device.header('content-security-policy')).toContain("script-src 'self'");
  await device.answer(answer);
  return device.code;
}

describe(`Smart-ID RP API v2 against its sandbox over HTTP on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('approve: the device shows the same verification code, and the certificate names the person', async () => {
    const session = await started(client, OK_PERSON.personalCode);
    expect(session.verificationCode).toMatch(/^\d{4}$/);
    expect(await client.poll(session, 1000)).toEqual({ state: 'RUNNING' });
    expect(await answerOnDevice(OK_PERSON.personalCode, 'approve')).toBe(session.verificationCode);
    expect(await finished(client, session)).toEqual({
      ok: true,
      identity: {
        givenName: 'OK',
        surname: 'TESTNUMBER',
        personalCode: OK_PERSON.personalCode,
        country: 'EE',
      },
    });
  });

  it('refuse on the device ends as USER_REFUSED', async () => {
    const session = await started(client, OK_PERSON.personalCode);
    await answerOnDevice(OK_PERSON.personalCode, 'refuse');
    expect(await finished(client, session)).toEqual({
      ok: false,
      result: 'USER_REFUSED',
      message: SMART_ID_MESSAGES.USER_REFUSED,
    });
  });

  it.each([
    ['30403039917', 'USER_REFUSED'],
    ['30403039983', 'TIMEOUT'],
    ['30403039972', 'WRONG_VC'],
    ['30403039961', 'USER_REFUSED_CERT_CHOICE'],
  ] as const)("SK's demo account %s ends as %s", async (personalCode, endResult) => {
    const session = await started(client, personalCode);
    expect(await finished(client, session)).toEqual({
      ok: false,
      result: endResult,
      message: SMART_ID_MESSAGES[endResult],
    });
  });

  it('a personal code without a Smart-ID account is the API 404', async () => {
    expect(await client.start('38001085718', 'Log in')).toMatchObject({ ok: false, result: 'NOT_FOUND' });
  });

  it('a tampered signature is refused', async () => {
    const proxy = await tamperingProxy(`${base}/sandbox/smart-id/v2`);
    const viaProxy = clientAt(proxy);
    const session = await started(viaProxy, OK_PERSON.personalCode);
    await answerOnDevice(OK_PERSON.personalCode, 'approve');
    expect(await finished(viaProxy, session)).toMatchObject({
      ok: false,
      result: 'VERIFICATION_FAILED',
      reason: 'signature',
    });
  });

  it.each([
    ['a foreign CA', true, {}, 'certificate foreign_ca'],
    [
      'the sandbox CA, expired',
      false,
      { notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') },
      'certificate expired',
    ],
  ] as const)(
    'a certificate from %s is refused even with a valid signature',
    async (_label, foreignCa, options, reason) => {
      const replacement = await reissued(
        OK_PERSON,
        { foreignCa, options, keyType: 'rsa', scheme: 'rsa-pkcs1' },
        testApp.app,
      );
      const proxy = await certificateSwappingProxy(`${base}/sandbox/smart-id/v2`, replacement);
      const viaProxy = clientAt(proxy.url);
      const session = await started(viaProxy, OK_PERSON.personalCode);
      proxy.signs(session);
      await answerOnDevice(OK_PERSON.personalCode, 'approve');
      expect(await finished(viaProxy, session)).toMatchObject({
        ok: false,
        result: 'VERIFICATION_FAILED',
        reason,
      });
    },
  );

  it('the sandbox refuses another relying party and a hash of the wrong length', async () => {
    const stranger = smartIdClient(
      {
        baseUrl: `${base}/sandbox/smart-id/v2`,
        relyingPartyUuid: crypto.randomUUID(),
        relyingPartyName: 'X',
      },
      sandboxTrust(testApp.app),
    );
    await expect(stranger.start(OK_PERSON.personalCode, 'Log in')).rejects.toMatchObject({ status: 401 });
    const short = await fetch(
      `${base}/sandbox/smart-id/v2/authentication/etsi/PNOEE-${OK_PERSON.personalCode}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          relyingPartyUUID: SMART_ID_DEMO.relyingPartyUuid,
          relyingPartyName: 'DEMO',
          hash: 'AAAA',
          hashType: 'SHA512',
        }),
      },
    );
    expect(short.status).toBe(400);
  });
});
