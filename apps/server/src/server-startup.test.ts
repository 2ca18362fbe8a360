import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useServerBundle } from './testing/server-bundle.ts';

// Each start runs the server bundle, as `npm start` does. Through tsx every start compiled the whole
// app first: 3-6 s of CPU a start, 45 s for the file in the checks phase of `npm test`, where the
// cores are full.
const START_LIMIT_MS = 30_000;
const bundle = useServerBundle();

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [bundle.path], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: START_LIMIT_MS,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('server start-up with bad configuration', { timeout: START_LIMIT_MS + 5_000 }, () => {
  it('stops with one line naming PORT', () => {
    const { status, stderr } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(stderr).toBe('apteek: Invalid PORT: must be a whole number between 1 and 65535 (got "eighty")');
  });

  it('stops with one line naming DATABASE_URL', () => {
    const { status, stderr } = start({ DATABASE_URL: 'mysql://localhost/shop' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'apteek: Invalid DATABASE_URL: must be a postgres:// or postgresql:// URL (got "mysql://localhost/shop")',
    );
  });

  it('stops with one line naming TRUST_PROXY when it would trust any peer', () => {
    const { status, stderr } = start({ TRUST_PROXY: 'true' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      "apteek: Invalid TRUST_PROXY: must be the proxies' addresses or CIDRs (or loopback), " +
        'comma-separated; never true, a number of hops or /0 (got "true")',
    );
  });

  it('stops with one line naming TRUST_PROXY when it is a /0 range', () => {
    const { status, stderr } = start({ TRUST_PROXY: '0.0.0.0/0' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^apteek: Invalid TRUST_PROXY: [^\n]+ \(got "0\.0\.0\.0\/0"\)$/);
  });

  it('stops with one line naming HOST when it is no host name', () => {
    const { status, stderr } = start({ HOST: 'local host' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^apteek: Invalid HOST: [^\n]+ \(got "local host"\)$/);
  });

  it('stops with one line naming HOST before opening the database when this machine does not have it', () => {
    const { status, stderr } = start({ HOST: '203.0.113.7', DATABASE_URL: 'postgres://127.0.0.1:1/apteek' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'apteek: Invalid HOST: 203.0.113.7 is not an address of this machine (EADDRNOTAVAIL)',
    );
  });

  it('stops with one line naming SMTP_URL in production without a mail server', () => {
    const { status, stderr } = start({ NODE_ENV: 'production' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^apteek: SMTP_URL is not set: [^\n]+$/);
  });

  it('stops with one line when the local demo meets the real e-prescription service', () => {
    const { status, stderr } = start({
      NODE_ENV: 'production',
      LOCAL_DEMO: '1',
      PRESCRIPTION_SERVICE_URL: 'https://rx.example.ee',
      PRESCRIPTION_SERVICE_KEY: 'a-long-enough-service-key',
    });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^apteek: LOCAL_DEMO=1 cannot go with PRESCRIPTION_SERVICE_URL: [^\n]+$/);
  });

  it('stops with one line when demo identities meet a real provider in production', () => {
    const { status, stderr } = start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      IDENTITY_SANDBOX: '1',
      ID_CARD_CA_BUNDLE: '/etc/apteek/esteid.pem',
    });
    expect(status).toBe(1);
    expect(stderr).toMatch(
      /^apteek: IDENTITY_SANDBOX=1 cannot go with ID_CARD_CA_BUNDLE when NODE_ENV=production: [^\n]+$/,
    );
  });

  it('reports a PostgreSQL server that cannot be reached', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://127.0.0.1:1/apteek' });
    expect(status).toBe(1);
    expect(stderr).toBe('apteek: Cannot reach the PostgreSQL server at 127.0.0.1:1/apteek: ECONNREFUSED');
  });
});
