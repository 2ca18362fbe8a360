import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLogLeaks } from './log-leaks.ts';

/** Lines as pino writes them at LOG_LEVEL warn, with what the server's own rules leave in. */
const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    level: 50,
    time: 1764654295123,
    pid: 4242,
    hostname: 'apteek-1',
    reqId: 'req-1f',
    ...fields,
  });

const SAFE_LINES = [
  line({ msg: 'eident broker unavailable', reason: 'fetch failed' }),
  line({
    req: { method: 'POST', url: '/api/user/smartid/init/[personal code]' },
    err: {
      type: 'DrizzleQueryError',
      message: 'Failed query: select "id" from "customer" where "email" = $1',
      stack: 'DrizzleQueryError: Failed query\n    at file:///srv/apteek/dist/server.js:1234:56',
      code: '23505',
    },
    msg: 'request failed',
  }),
  line({ email: '[Redacted]', personalCode: '[Redacted]', token: '[Redacted]', msg: 'login refused' }),
  line({ cartId: '0d5c1e9e-2611-4000-8000-123456789012', msg: 'cart kept', version: '1.10.2' }),
  line({ msg: 'loaded pino@10.4.0 from /srv/apteek/node_modules/@fastify/static/index.js' }),
];

describe('findLogLeaks', () => {
  it('finds nothing in lines the log-safety rules shaped', () => {
    expect(findLogLeaks(SAFE_LINES.join('\n'))).toEqual([]);
  });

  it.each([
    ['e-mail', line({ msg: 'no account for mari.tamm@example.ee' })],
    ['personal code', line({ msg: 'Smart-ID session of 60001019906 timed out' })],
    ['personal code', line({ req: { method: 'POST', url: '/api/user/dummyLogin/131052-308T' } })],
    ['phone number', line({ msg: 'Mobile-ID for +37255512345' })],
    ['prescription number', line({ msg: 'prescription 2611000001 not dispensable' })],
    ['token', line({ msg: 'refresh with eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjF9.c2lnbmF0dXJl' })],
    ['token', line({ msg: 'refused Bearer abcdefghijklmnop' })],
    ['token', line({ msg: 'staff cookie 3q2-7wW8mZ0yN4qV9bD1eF6gH5iJ2kL7mN0pQ3rS8tU' })],
    ['token', line({ msg: 'Apteek is serving; local mailbox: http://localhost:3000/mailbox?token=abc' })],
    [
      'SQL parameters',
      line({ err: { message: 'Failed query: insert into "customer"\nparams: Mari,Tamm', type: 'Error' } }),
    ],
    ['personal code', line({ patientCode: '39001010002-x', msg: 'offer sent' })],
    ['token', line({ body: { refreshToken: 'short' }, msg: 'refresh failed' })],
    ['personal data', line({ shippingAddress: { city: 'Tartu' }, msg: 'order failed' })],
  ])('names the %s in a line that holds one', (kind, text) => {
    const leaks = findLogLeaks([...SAFE_LINES, text].join('\n'));
    expect(leaks.map((leak) => leak.kind)).toContain(kind);
    expect(new Set(leaks.map((leak) => leak.line))).toEqual(new Set([SAFE_LINES.length + 1]));
  });
});

describe('scripts/check-log-safety.mjs', () => {
  const script = fileURLToPath(new URL('../../../../scripts/check-log-safety.mjs', import.meta.url));
  const check = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'apteek-log-'));
    try {
      const file = join(dir, 'server.log');
      writeFileSync(file, text);
      const run = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
      return { status: run.status, output: run.stdout + run.stderr, file };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('passes a safe log', { timeout: 30_000 }, () => {
    const { status, output } = check(`${SAFE_LINES.join('\n')}\n`);
    expect(status, output).toBe(0);
    expect(output).toContain(`no leak in ${SAFE_LINES.length} lines`);
  });

  it('fails naming the line and the kind, not the leaked text', { timeout: 30_000 }, () => {
    const { status, output, file } = check(
      [SAFE_LINES[0], line({ msg: 'no account for mari.tamm@example.ee' })].join('\n'),
    );
    expect(status).toBe(1);
    expect(output).toContain(`${file}:2: e-mail`);
    expect(output).not.toContain('mari.tamm');
  });
});
