import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('server start-up with bad configuration', () => {
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

  it('reports a PostgreSQL server that cannot be reached', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://127.0.0.1:1/apteek' });
    expect(status).toBe(1);
    expect(stderr).toBe('apteek: Cannot reach the PostgreSQL server at 127.0.0.1:1/apteek: ECONNREFUSED');
  });
});
