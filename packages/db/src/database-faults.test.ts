import { DrizzleQueryError } from 'drizzle-orm/errors';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseFault, isDatabaseUnavailable, isUniqueViolation } from './database-faults.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

function sqlState(code: string, message = 'server says no'): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
}

/** How drizzle reports a failed query: its own error, the driver's as the cause. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select * from customer where email = $1', ['owner@example.com'], cause);

describe('databaseFault', () => {
  it.each([
    [withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'ECONNREFUSED'],
    [withCode('read ECONNRESET', 'ECONNRESET'), 'ECONNRESET'],
    [withCode('connect ETIMEDOUT', 'ETIMEDOUT'), 'ETIMEDOUT'],
    [sqlState('57P01'), '57P01'],
    [sqlState('57P03'), '57P03'],
    [sqlState('57P05'), '57P05'],
    [sqlState('55000', 'database "apteek" is not currently accepting connections'), '55000'],
    [sqlState('57014'), '57014'],
    [sqlState('08006'), '08006'],
    [sqlState('53300'), '53300'],
    [new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    [new Error('Connection terminated'), 'Connection terminated'],
    [new Error('timeout exceeded when trying to connect'), 'timeout exceeded when trying to connect'],
    [new Error('Query read timeout'), 'Query read timeout'],
  ])('names an unreachable database: %s', (error, reason) => {
    expect(databaseFault(error)).toBe(reason);
    expect(databaseFault(wrapped(error))).toBe(reason);
  });

  it('looks inside the AggregateError of a host whose every address refused', () => {
    const refused = new AggregateError(
      [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('x', 'ECONNREFUSED')],
      '',
    );
    expect(databaseFault(wrapped(refused))).toBe('ECONNREFUSED');
  });

  it('leaves query mistakes, constraint violations and other failures alone', () => {
    for (const error of [
      sqlState('23505'),
      sqlState('42P01'),
      sqlState('40001'),
      sqlState('55000', 'currval of sequence "order_number_seq" is not yet defined in this session'),
      new TypeError('x is undefined'),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('never reports the query or its parameters as the reason', () => {
    const reason = databaseFault(wrapped(new Error('Connection terminated unexpectedly\nowner@example.com')));
    expect(reason).toBe('Connection terminated unexpectedly');
  });

  it('answers the same for an error however deeply drizzle and causes wrap it', () => {
    const faults = fc.constantFrom<Error>(
      withCode('', 'ECONNREFUSED'),
      sqlState('57P01'),
      new Error('Query read timeout'),
    );
    const others = fc.oneof(
      fc.string().map((message) => new Error(`failed: ${message}`)),
      fc.stringMatching(/^(2[0-9]|4[0-2])[0-9A-Z]{3}$/).map(sqlState),
    );
    const depth = fc.integer({ min: 0, max: 4 });
    const wrap = (error: Error, times: number): Error =>
      times === 0 ? error : wrap(new Error('outer', { cause: error }), times - 1);
    fc.assert(
      fc.property(faults, depth, (error, times) => isDatabaseUnavailable(wrap(wrapped(error), times))),
    );
    fc.assert(
      fc.property(others, depth, (error, times) => !isDatabaseUnavailable(wrap(wrapped(error), times))),
    );
  });
});

describe('isUniqueViolation', () => {
  it('finds a unique violation, also wrapped in drizzle’s error, and nothing else', () => {
    expect(isUniqueViolation(sqlState('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped(sqlState('23505')))).toBe(true);
    for (const error of [
      sqlState('23503'),
      wrapped(sqlState('57P01')),
      new Error('23505'),
      '23505',
      undefined,
    ]) {
      expect(isUniqueViolation(error)).toBe(false);
    }
  });
});
