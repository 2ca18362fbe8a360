import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { apiCall, registeredCustomerToken, useTestApp } from '../../test-app.ts';
import { addStaffUser, isPharmacistOnDuty, StaffAccountError, type StaffRole } from './index.ts';

let clock = Date.parse('2026-11-24T10:00:00Z');
const testApp = useTestApp({}, { today: () => '2026-11-24', now: () => new Date(clock) });

const JSON_HEADERS = { 'content-type': 'application/json' };
const codeAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

type Method = 'GET' | 'POST' | 'PUT';

const call = apiCall(testApp);

let serial = 0;
async function newStaff(role: StaffRole = 'pharmacist') {
  serial += 1;
  const email = `staff${serial}@apteek.ee`;
  const created = await addStaffUser(testApp.app.db, { email, name: `Staff ${serial}`, role });
  return { ...created, name: `Staff ${serial}`, role };
}

/** Logs in through both steps; answers the cookie header to send back. */
async function logIn(staff: { email: string; password: string; totpSecret: string }) {
  const first = await call('POST', '/api/staff/login', { email: staff.email, password: staff.password });
  expect(first.status).toBe(200);
  const second = await call('POST', '/api/staff/login/totp', {
    challenge: first.body.result.challenge,
    code: codeAt(staff.totpSecret, clock),
  });
  expect(second.status).toBe(200);
  // The session's cookie first, then the device cookie (staff-login-limits.int.test.ts).
  const setCookie = String([second.headers['set-cookie']].flat()[0]);
  return { cookie: setCookie.split(';', 1)[0]!, setCookie, result: second.body.result };
}

async function auditActions(staffId: number) {
  return testApp.app.db
    .select()
    .from(schema.staffAuditLog)
    .where(eq(schema.staffAuditLog.staffId, staffId))
    .orderBy(schema.staffAuditLog.id);
}

/** Every staff route but the two login steps, with a body where one is needed. */
const GUARDED: [Method, string, unknown?][] = [
  ['GET', '/api/staff/me'],
  ['POST', '/api/staff/logout', {}],
  ['GET', '/api/staff/opening-times'],
  ['PUT', '/api/staff/opening-times', {}],
  ['GET', '/api/staff/audit'],
  ['POST', '/api/staff/duty', { onDuty: true }],
  ['GET', '/api/staff/reviews'],
  ['POST', '/api/staff/reviews/1/approve', {}],
  ['POST', '/api/staff/reviews/1/reject', {}],
];

describe('staff accounts', () => {
  it('are created with a password and a TOTP secret, never twice for one e-mail', async () => {
    const created = await addStaffUser(testApp.app.db, {
      email: 'Mari.Tamm@apteek.ee',
      name: 'Mari Tamm',
      role: 'pharmacist',
    });
    expect(created.password.length).toBeGreaterThanOrEqual(24);
    expect(created.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.totpUri).toMatch(/^otpauth:\/\/totp\/Apteek:.*secret=/);
    await expect(
      addStaffUser(testApp.app.db, { email: 'mari.tamm@APTEEK.ee', name: 'Mari', role: 'admin' }),
    ).rejects.toThrow(
      new StaffAccountError('A staff account with the e-mail mari.tamm@APTEEK.ee already exists.'),
    );
    await expect(
      addStaffUser(testApp.app.db, { email: 'x@apteek.ee', name: 'X', role: 'cleaner' as StaffRole }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      addStaffUser(testApp.app.db, { email: 'y@apteek.ee', name: 'Y', role: 'admin', password: 'short' }),
    ).rejects.toThrow(StaffAccountError);
  });

  it('log in with the password and then the code, and see who they are', async () => {
    const staff = await newStaff();
    const { cookie, setCookie, result } = await logIn(staff);
    expect(result).toEqual({ name: staff.name, role: 'pharmacist' });
    expect(setCookie).toMatch(/^apteek_staff=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/$/);
    const me = await call('GET', '/api/staff/me', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.body.result).toEqual({
      name: staff.name,
      email: staff.email,
      role: 'pharmacist',
      onDuty: false,
    });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-robots-tag']).toBe('noindex');

    const out = await call('POST', '/api/staff/logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await call('GET', '/api/staff/me', undefined, { cookie })).status).toBe(401);
    expect((await auditActions(staff.id)).map((entry) => entry.action)).toEqual(['login', 'logout']);
  });

  it('sets a Secure cookie over https', async () => {
    const staff = await newStaff();
    const first = await call('POST', '/api/staff/login', { email: staff.email, password: staff.password });
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/login/totp',
      headers: { ...JSON_HEADERS, 'x-forwarded-proto': 'https' },
      payload: { challenge: first.body.result.challenge, code: codeAt(staff.totpSecret, clock) },
    });
    expect(second.statusCode).toBe(200);
    // Without TRUST_PROXY the forwarded scheme is not believed: Secure follows the real one.
    expect(String(second.headers['set-cookie'])).not.toContain('Secure');
  });

  it('answer a wrong password and an unknown e-mail the same, and record the failure', async () => {
    const staff = await newStaff();
    const wrong = await call('POST', '/api/staff/login', { email: staff.email, password: 'not-it-at-all' });
    const unknown = await call('POST', '/api/staff/login', { email: 'nobody@apteek.ee', password: 'x' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 401,
      result: 'Wrong e-mail or password.',
      reason: 'staff_login_failed',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect((await auditActions(staff.id)).map((entry) => entry.action)).toEqual(['login_failed']);
  });

  it('refuse a wrong code, a replayed code and an expired challenge', async () => {
    const staff = await newStaff();
    const challenge = async () =>
      (await call('POST', '/api/staff/login', { email: staff.email, password: staff.password })).body.result
        .challenge as string;
    const totp = (c: string, code: string) => call('POST', '/api/staff/login/totp', { challenge: c, code });
    const wrongCode = codeAt(staff.totpSecret, clock) === '000000' ? '111111' : '000000';
    const wrong = await totp(await challenge(), wrongCode);
    expect(wrong.body).toEqual({ code: 401, result: 'Wrong code.', reason: 'staff_code_wrong' });

    const code = codeAt(staff.totpSecret, clock);
    expect((await totp(await challenge(), code)).status).toBe(200);
    expect((await totp(await challenge(), code)).body.result).toBe('Wrong code.');
    // The next step's code is within the window, once; the step before the last taken never again.
    expect((await totp(await challenge(), codeAt(staff.totpSecret, clock + 30_000))).status).toBe(200);
    expect((await totp(await challenge(), codeAt(staff.totpSecret, clock - 30_000))).status).toBe(401);

    const old = await challenge();
    clock += 5 * 60_000 + 1000;
    expect((await totp(old, codeAt(staff.totpSecret, clock))).body.result).toBe('Wrong code.');
    expect((await totp(`${old.slice(0, -2)}xx`, codeAt(staff.totpSecret, clock))).status).toBe(401);
    expect((await totp(await challenge(), codeAt(staff.totpSecret, clock))).status).toBe(200);
    const actions = (await auditActions(staff.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'totp_failed')).toHaveLength(3);
    expect(actions.filter((action) => action === 'login')).toHaveLength(3);
  });

  it('end a session after 30 idle minutes, and after 8 hours however busy', async () => {
    const staff = await newStaff();
    const idle = await logIn(staff);
    clock += 29 * 60_000;
    expect((await call('GET', '/api/staff/me', undefined, { cookie: idle.cookie })).status).toBe(200);
    clock += 29 * 60_000;
    expect((await call('GET', '/api/staff/me', undefined, { cookie: idle.cookie })).status).toBe(200);
    clock += 30 * 60_000;
    expect((await call('GET', '/api/staff/me', undefined, { cookie: idle.cookie })).status).toBe(401);

    clock += 60_000;
    const busy = await logIn(staff);
    for (let minutes = 0; minutes < 8 * 60; minutes += 20) {
      expect((await call('GET', '/api/staff/me', undefined, { cookie: busy.cookie })).status).toBe(200);
      clock += 20 * 60_000;
    }
    const ended = await call('GET', '/api/staff/me', undefined, { cookie: busy.cookie });
    expect(ended.body).toEqual({
      code: 401,
      result: 'Staff login required.',
      reason: 'staff_login_required',
    });
  });

  it('refuse a customer token, a guest and a login without its code on every staff route', async () => {
    const staff = await newStaff('admin');
    const email = 'staff.customer@example.ee';
    const customer = { authorization: `Bearer ${await registeredCustomerToken(testApp, email)}` };
    const first = await call('POST', '/api/staff/login', { email: staff.email, password: staff.password });
    const challenge = first.body.result.challenge as string;
    const halfway = { cookie: `apteek_staff=${challenge}`, authorization: `Bearer ${challenge}` };
    for (const [method, url, body] of GUARDED) {
      for (const headers of [{}, customer, halfway]) {
        const answer = await call(method, url, body, headers);
        expect(answer.status, `${method} ${url}`).toBe(401);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('let a pharmacist change the hours the prescription centre then follows, and only an admin read the audit', async () => {
    const pharmacist = await newStaff('pharmacist');
    const admin = await newStaff('admin');
    const { cookie } = await logIn(pharmacist);
    const hours = (await call('GET', '/api/staff/opening-times', undefined, { cookie })).body.result;
    const changed = { ...hours, workdays: { start: '08:00', end: '22:00' }, holidayDates: ['2026-12-24'] };
    const saved = await call('PUT', '/api/staff/opening-times', changed, { cookie });
    expect(saved.status).toBe(200);
    expect(saved.body.result.workdays).toEqual({ start: '08:00', end: '22:00' });
    const public_ = await call('GET', '/api/prescription/opening-times');
    expect(public_.body.result).toMatchObject({
      workdays: { start: '08:00', end: '22:00' },
      holidayDates: ['2026-12-24'],
    });
    const invalid = await call(
      'PUT',
      '/api/staff/opening-times',
      { ...changed, workdays: { start: '22:00', end: '08:00' } },
      { cookie },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.field).toBe('openingTimes.workdays');
    // A day no calendar has, and one that rolls over into the next month.
    for (const day of ['0450-83-43', '2026-02-30']) {
      const noDay = await call(
        'PUT',
        '/api/staff/opening-times',
        { ...changed, holidayDates: [day] },
        { cookie },
      );
      expect(noDay.status, day).toBe(400);
      expect(noDay.body.errors?.[0]?.field).toBe('openingTimes.holidayDates.0');
    }

    const refused = await call('GET', '/api/staff/audit', undefined, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.result).toBe('Not allowed.');

    const adminSession = await logIn(admin);
    const audit = await call('GET', '/api/staff/audit?limit=10', undefined, { cookie: adminSession.cookie });
    expect(audit.status).toBe(200);
    expect(audit.body.result).toHaveLength(10);
    const change = (audit.body.result as { action: string; staffId: number; details: unknown }[]).find(
      (entry) => entry.action === 'opening_times_changed' && entry.staffId === pharmacist.id,
    );
    expect(change?.details).toMatchObject({
      before: { workdays: hours.workdays },
      after: { workdays: { start: '08:00', end: '22:00' } },
    });
    expect((await auditActions(admin.id)).map((entry) => entry.action)).toEqual(['login', 'audit_read']);
  });

  it('let a pharmacist switch duty on and off in the session, recorded, and an admin not at all', async () => {
    const onDutyNow = () => isPharmacistOnDuty(testApp.app.db, new Date(clock));
    // Sessions of other cases may still hold: each ends its duty, so none is on duty here.
    expect(await onDutyNow()).toBe(false);
    const pharmacist = await newStaff('pharmacist');
    const { cookie } = await logIn(pharmacist);
    expect(await onDutyNow()).toBe(false);

    const duty = (onDuty: unknown, headers: Record<string, string> = {}) =>
      call('POST', '/api/staff/duty', { onDuty }, { cookie, ...headers });
    expect((await duty('yes')).status).toBe(400);
    expect((await duty(true, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await onDutyNow()).toBe(false);

    const on = await duty(true);
    expect(on.status).toBe(200);
    expect(on.body.result).toEqual({ onDuty: true });
    expect((await call('GET', '/api/staff/me', undefined, { cookie })).body.result.onDuty).toBe(true);
    expect(await onDutyNow()).toBe(true);

    const off = await duty(false);
    expect(off.body.result).toEqual({ onDuty: false });
    expect((await call('GET', '/api/staff/me', undefined, { cookie })).body.result.onDuty).toBe(false);
    expect(await onDutyNow()).toBe(false);

    // Another session of the same pharmacist starts off duty; logging out ends the duty.
    await duty(true);
    clock += 30_000; // a TOTP code is taken once: the next login uses the next one
    const other = await logIn(pharmacist);
    expect((await call('GET', '/api/staff/me', undefined, other)).body.result.onDuty).toBe(false);
    await call('POST', '/api/staff/logout', {}, { cookie });
    expect(await onDutyNow()).toBe(false);

    // The session ending (30 idle minutes) ends the duty too.
    await call('POST', '/api/staff/duty', { onDuty: true }, other);
    expect(await onDutyNow()).toBe(true);
    clock += 30 * 60_000;
    expect(await onDutyNow()).toBe(false);
    expect((await call('GET', '/api/staff/me', undefined, other)).status).toBe(401);

    const admin = await newStaff('admin');
    const adminSession = await logIn(admin);
    const refused = await call('POST', '/api/staff/duty', { onDuty: true }, adminSession);
    expect(refused.status).toBe(403);
    expect(await onDutyNow()).toBe(false);

    expect(
      (await auditActions(pharmacist.id))
        .map((entry) => entry.action)
        .filter((action) => action.startsWith('duty_')),
    ).toEqual(['duty_started', 'duty_ended', 'duty_started', 'duty_started']);
    expect((await auditActions(admin.id)).map((entry) => entry.action)).toEqual(['login']);
  });

  it('refuse changes from another origin or not sent as JSON', async () => {
    const staff = await newStaff();
    const { cookie } = await logIn(staff);
    const hours = (await call('GET', '/api/staff/opening-times', undefined, { cookie })).body.result;
    const foreign = await call('PUT', '/api/staff/opening-times', hours, {
      cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const same = await call('PUT', '/api/staff/opening-times', hours, { cookie, origin: 'http://localhost' });
    expect(same.status).toBe(200);
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const login = await call(
      'POST',
      '/api/staff/login',
      { email: staff.email, password: staff.password },
      { origin: 'null' },
    );
    expect(login.status).toBe(403);
    expect((await call('GET', '/api/staff/me', undefined, { cookie })).status).toBe(200);
  });
});

// The script opens PGlite on a fresh data directory whichever engine the suite runs on: once is enough.
describe.skipIf(process.env.TEST_DB_ENGINE === 'postgres')('npm run staff:add', () => {
  it('creates an account on the data directory it is given, once', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'apteek-staff-'));
    const root = resolve(import.meta.dirname, '../../../../..');
    const run = () =>
      new Promise<{ code: number | null; out: string; err: string }>((done) => {
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
        delete env.DATABASE_URL;
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            'apps/server/src/scripts/staff-add.ts',
            '--email',
            'a@b.ee',
            '--name',
            'Mari Tamm',
            '--role',
            'pharmacist',
          ],
          { cwd: root, env },
        );
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => done({ code, out, err }));
      });
    try {
      const first = await run();
      expect(first.code, first.err).toBe(0);
      expect(first.out).toMatch(/Password: \S{24}/);
      expect(first.out).toMatch(/TOTP secret \(base32\): [A-Z2-7]{32}/);
      expect(first.out).toContain('otpauth://totp/');
      const again = await run();
      expect(again.code).toBe(1);
      expect(again.err).toContain('A staff account with the e-mail a@b.ee already exists.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
