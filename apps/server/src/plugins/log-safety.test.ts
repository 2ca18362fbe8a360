import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSafeError, logSafeRequest, REDACTED_LOG_PATHS, safeErrorText } from './log-safety.ts';

describe('safeErrorText', () => {
  it("keeps a failed query's text and drops whatever its parameters are", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: 'binary' }), (query, params) => {
        const text = safeErrorText(`Failed query: ${query.replace(/\nparams: /g, '')}\nparams: ${params}`);
        return (
          text ===
          `Failed query: ${query.replace(/\nparams: /g, '')}`.replace(/: "(?:[^"]|"")*"/g, ': "[redacted]"')
        );
      }),
    );
  });

  it('replaces a value the database quotes after a colon, keeping quoted names elsewhere', () => {
    expect(safeErrorText('invalid input syntax for type uuid: "mari@example.ee"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(safeErrorText('relation "customer" does not exist')).toBe('relation "customer" does not exist');
  });
});

describe('logSafeError', () => {
  it('writes the stack under the safe message and keeps only the fields that name what failed', () => {
    const cause = Object.assign(new Error('new row violates check constraint "c"'), {
      code: '23514',
      constraint: 'c',
      detail: 'Failing row contains (1, mari@example.ee)',
    });
    const error = Object.assign(
      new Error('Failed query: insert into t values ($1)\nparams: mari@example.ee', { cause }),
      {
        query: 'insert into t values ($1)',
        params: ['mari@example.ee'],
      },
    );
    const logged = logSafeError(error);
    expect(JSON.stringify(logged)).not.toContain('mari@example.ee');
    expect(logged).toMatchObject({
      message: 'Failed query: insert into t values ($1)',
      query: 'insert into t values ($1)',
      cause: { code: '23514', constraint: 'c' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into t values \(\$1\)\n\s+at /);
  });
});

describe('logSafeRequest', () => {
  it.each([
    ['/sandbox/smart-id/device/40504040001?lang=et', '/sandbox/smart-id/device/[personal code]'],
    [
      '/sandbox/smart-id/v2/authentication/etsi/PNOEE-40504040001',
      '/sandbox/smart-id/v2/authentication/etsi/PNOEE-[personal code]',
    ],
    ['/sandbox/mobile-id/phone/%2B37200000766', '/sandbox/mobile-id/phone/[phone]'],
    ['/sandbox/mobile-id/phone/+37200000766', '/sandbox/mobile-id/phone/[phone]'],
    ['/x/PNOFI-010280-952L', '/x/PNOFI-[personal code]'],
  ])('keeps personal codes and phone numbers of a path such as %s out of the log', (url, logged) => {
    expect(logSafeRequest({ method: 'GET', url }).url).toBe(logged);
  });

  it('leaves other paths as they are', () => {
    expect(logSafeRequest({ url: '/api/product/PARA-500-20?x=1' }).url).toBe('/api/product/PARA-500-20');
  });
});

describe('REDACTED_LOG_PATHS', () => {
  it('censors health data wherever a logged object carries it', () => {
    const lines: string[] = [];
    const { log } = Fastify({
      logger: { redact: REDACTED_LOG_PATHS, stream: { write: (line: string) => void lines.push(line) } },
    });
    log.info(
      {
        patientCode: '60001019906',
        body: { prescriptionNumber: '2611000001', prescriptions: [{ dosage: 'twice a day' }] },
        item: { patient_code: '60001019906', custom_options: [{ option_value: '60001019906' }] },
        result: { offers: [{ sku: 'ATOR-20-30' }] },
      },
      'prescription read',
    );
    const logged = lines.join('');
    for (const secret of ['60001019906', '2611000001', 'twice a day', 'ATOR-20-30']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('prescription read');
  });
});
