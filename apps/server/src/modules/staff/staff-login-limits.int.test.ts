// @postgres: guesses arriving at once on several connections are counted one after another by row locks.
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { guessesPerHour, HOUR, LOGIN_GUESS_LIMITS } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { addStaffUser } from './index.ts';

const START = Date.parse('2026-11-25T06:00:00Z');
let clock = START;
const testApp = useTestApp({}, { today: () => '2026-11-25', now: () => new Date(clock) });
const { account } = LOGIN_GUESS_LIMITS;

const codeAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

/** A code none of the three steps a check accepts now would take. */
function wrongCode(secret: string): string {
  const valid = [-30_000, 0, 30_000].map((shift) => codeAt(secret, clock + shift));
  let guess = 0;
  while (valid.includes(String(guess).padStart(6, '0'))) guess += 1;
  return String(guess).padStart(6, '0');
}

async function post(url: string, body: unknown, ip: string, cookie?: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  const cookies = [response.headers['set-cookie'] ?? []].flat().map(String);
  return { status: response.statusCode, body: response.json(), cookies };
}

let serial = 0;
async function newStaff() {
  serial += 1;
  return addStaffUser(testApp.app.db, {
    email: `guarded${serial}@apteek.ee`,
    name: 'Mari Proviisor',
    role: 'pharmacist',
  });
}

type Staff = Awaited<ReturnType<typeof newStaff>>;

/** Both steps from `ip` with the device cookie, if any; answers the statuses and the device cookie set. */
async function logIn(staff: Staff, ip: string, device?: string) {
  const first = await post('/api/staff/login', { email: staff.email, password: staff.password }, ip, device);
  if (first.status !== 200) return { password: first.status, code: null, device: null };
  const second = await post(
    '/api/staff/login/totp',
    { challenge: first.body.result.challenge, code: codeAt(staff.totpSecret, clock) },
    ip,
    device,
  );
  const set = second.cookies.find((cookie) => cookie.startsWith('apteek_staff_device='));
  return { password: first.status, code: second.status, device: set?.split(';', 1)[0] ?? null };
}

describe(`staff login limits on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('sets a device cookie for both login steps after the code, and only then', async () => {
    const staff = await newStaff();
    const first = await post(
      '/api/staff/login',
      { email: staff.email, password: staff.password },
      '203.0.113.70',
    );
    expect(first.cookies).toEqual([]);
    const second = await post(
      '/api/staff/login/totp',
      { challenge: first.body.result.challenge, code: codeAt(staff.totpSecret, clock) },
      '203.0.113.70',
    );
    expect(second.status).toBe(200);
    expect(second.cookies[0]).toMatch(/^apteek_staff=/);
    expect(second.cookies[1]).toMatch(
      /^apteek_staff_device=[\w-]{22}\.[\w-]{43}; Path=\/api\/staff\/login; HttpOnly; SameSite=Strict; Max-Age=\d+$/,
    );
  });

  it('lets the owner in on a known device for two hours while an attacker guesses passwords whenever the wait ends', async () => {
    const staff = await newStaff();
    clock = START;
    const { device } = await logIn(staff, '203.0.113.71');
    expect(device).not.toBeNull();
    const checked: number[] = [];
    const owner: (number | null)[] = [];
    for (let minute = 0; minute < 120; minute += 1) {
      clock = START + minute * 60_000;
      for (let guess = 0; ; guess += 1) {
        const answer = await post(
          '/api/staff/login',
          { email: staff.email, password: `not-it-${minute}-${guess}` },
          `10.77.${minute}.${guess}`,
        );
        if (answer.status !== 401) {
          expect(answer.status).toBe(429);
          break;
        }
        checked.push(clock);
      }
      if (minute % 10 === 9) {
        const login = await logIn(staff, '192.0.2.71', device!);
        owner.push(login.password, login.code);
        expect(login.device).toBe(device);
      }
    }
    expect(owner).toEqual(Array<number>(24).fill(200));
    for (const start of checked) {
      expect(checked.filter((at) => at >= start && at <= start + HOUR).length).toBeLessThanOrEqual(
        guessesPerHour(account),
      );
    }
    expect(checked).toHaveLength(account.burst + Math.floor((120 - 1) / 12));
    // A stranger, even with the right password, waits like the attacker.
    expect((await logIn(staff, '203.0.113.71')).password).toBe(429);
  });

  it('lets the owner in on a known device while an attacker who has the password guesses codes', async () => {
    const staff = await newStaff();
    clock = START + 3 * HOUR;
    const { device } = await logIn(staff, '203.0.113.72');
    let codesChecked = 0;
    for (let minute = 0; minute < 15; minute += 1) {
      clock = START + 3 * HOUR + minute * 60_000;
      for (;;) {
        // The password is right, so it counts nothing; each wrong code does.
        const first = await post(
          '/api/staff/login',
          { email: staff.email, password: staff.password },
          '198.51.100.72',
        );
        expect(first.status).toBe(200);
        const code = await post(
          '/api/staff/login/totp',
          { challenge: first.body.result.challenge, code: wrongCode(staff.totpSecret) },
          '198.51.100.72',
        );
        if (code.status !== 401) {
          expect(code.status).toBe(429);
          break;
        }
        codesChecked += 1;
      }
      if (minute % 5 === 4)
        expect(await logIn(staff, '192.0.2.72', device!)).toMatchObject({ password: 200, code: 200 });
    }
    expect(codesChecked).toBe(account.burst + Math.floor((15 - 1) / 12));
  });

  it('checks at most five codes when forty arrive at once, and the owner’s device still gets in', async () => {
    const staff = await newStaff();
    clock = START + 5 * HOUR;
    const { device } = await logIn(staff, '203.0.113.73');
    const first = await post(
      '/api/staff/login',
      { email: staff.email, password: staff.password },
      '198.51.100.73',
    );
    const challenge = first.body.result.challenge as string;
    clock += 30_000;
    const wrong = wrongCode(staff.totpSecret);
    const [owner, ...answers] = await Promise.all([
      logIn(staff, '192.0.2.73', device!),
      ...Array.from({ length: 40 }, (_, i) =>
        post('/api/staff/login/totp', { challenge, code: wrong }, `10.73.0.${i + 1}`),
      ),
    ]);
    expect(owner).toMatchObject({ password: 200, code: 200 });
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(account.burst);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - account.burst);
  });
});
