// @postgres: driver errors carry the SQL and its parameters in each engine’s own shape.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * A database error is logged with its query text and never with its parameters: the
 * shopper's e-mail, names, phone number and password hash are what an INSERT carries.
 */
const lines: string[] = [];
let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp(
    { logLevel: 'error' },
    { today: () => '2026-11-21', logStream: { write: (line) => void lines.push(line) } },
  );
  app = testApp.app;
});
afterAll(() => testApp.close());

const customer = {
  email: 'salajane.isik@example.ee',
  firstname: 'Salajane',
  lastname: 'Isikukood',
  phoneNumber: '+372 5555 0199',
  consentTermsAccepted: true,
};
const password = 'Very-secret-pass-1';

describe('database error logs', () => {
  it('carry the failed query but none of its parameter values', async () => {
    // The customer table refuses every new row, as a broken migration or a full disk would.
    await app.db.execute(
      sql.raw('alter table customer add constraint log_test_refuses check (false) not valid'),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { customer, password },
    });
    await app.db.execute(sql.raw('alter table customer drop constraint log_test_refuses'));

    expect(response.statusCode).toBe(500);
    const logged = lines.join('\n');
    const entry = JSON.parse(lines.find((line) => line.includes('request failed'))!);
    expect(entry.err.message).toMatch(/^Failed query: insert into "customer"/);
    expect(entry.err.cause.constraint).toBe('log_test_refuses');
    for (const value of [
      customer.email,
      customer.firstname,
      customer.lastname,
      customer.phoneNumber,
      password,
    ]) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(/scrypt\$/);
    expect(logged).not.toContain('params');
  });

  it('leave out values the database quotes in its own message', async () => {
    lines.length = 0;
    const error: unknown = await app.db.execute(sql`select ${'mari.tamm@example.ee'}::uuid`).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    app.log.error({ err: error }, 'query failed');
    const logged = lines.join('\n');
    expect(logged).toContain('invalid input syntax for type uuid');
    expect(logged).not.toContain('mari.tamm@example.ee');
  });
});

describe('request lines', () => {
  it('redact personal fields of logged objects and drop the query string', async () => {
    lines.length = 0;
    app.log.error(
      {
        customer: { email: 'a.b@example.ee', phone: '+372 5000 0000' },
        order: { personalDetails: { firstName: 'Mari' }, address: { street: 'Narva mnt 5' } },
        password: 'hunter22',
        req: { method: 'GET', url: '/api/order/x/paymentStatus?orderCode=s3cr3t-code', host: 'localhost' },
      },
      'with personal data',
    );
    const logged = lines.join('\n');
    expect(logged).toContain('/api/order/x/paymentStatus');
    for (const value of [
      'a.b@example.ee',
      '+372 5000 0000',
      'Mari',
      'Narva mnt 5',
      'hunter22',
      's3cr3t-code',
    ]) {
      expect(logged).not.toContain(value);
    }
  });
});

describe('page requests', () => {
  const webBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));
  const codes = ['39001010008', '49002020000', '010280-952L'];

  it('leave no request body and no personal code of a path in any log, for POSTs to pages without an action', async () => {
    const pageLines: string[] = [];
    const pages = await buildTestApp(
      { logLevel: 'info', webBuildDir },
      { today: () => '2026-11-21', logStream: { write: (line) => void pageLines.push(line) } },
    );
    // React Router wrote its own errors to stderr, bodies' paths and all, past the server's log.
    const stderr = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')].map((spy) =>
      spy.mockImplementation(() => undefined),
    );
    try {
      for (const [url, type, payload] of [
        [`/et/${codes[0]}`, 'application/json', JSON.stringify({ personalCode: codes[1] })],
        [`/et/no-such-page/${codes[2]}`, 'application/x-www-form-urlencoded', `isikukood=${codes[0]}`],
        ['/et/c/ravimid', 'application/json', JSON.stringify({ patientCode: codes[1] })],
        [`/staff/${codes[1]}`, 'text/plain', `${codes[0]} ${codes[2]}`],
      ]) {
        const answer = await pages.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload,
        });
        expect(answer.statusCode).toBeLessThan(500);
      }
      const written = [...pageLines, ...stderr.flatMap((spy) => spy.mock.calls.map((call) => String(call)))];
      for (const code of codes) expect(written.join('\n')).not.toContain(code);
      expect(stderr.map((spy) => spy.mock.calls.length)).toEqual([0, 0]);
    } finally {
      for (const spy of stderr) spy.mockRestore();
      await pages.close();
    }
  });

  it('let go of a body no page reads, instead of holding the connection', async () => {
    const pages = await buildTestApp({ webBuildDir });
    try {
      await pages.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = pages.app.server.address() as AddressInfo;
      // Far more than the request stream queues before it pauses the socket.
      const posted = await fetch(`http://127.0.0.1:${port}/et/c/ravimid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `[${'1,'.repeat(1_000_000)}1]`,
        signal: AbortSignal.timeout(20_000),
      });
      expect(posted.status).toBe(405);
      await posted.arrayBuffer();
    } finally {
      await pages.close();
    }
  });
});
