// @postgres: driver errors carry the SQL and its parameters in each engine’s own shape.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * A database error is logged with its query text and never with its parameters (issue 15): the
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
