import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { appendingLogFile } from './lib/log-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'apteek-log-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('LOG_FILE', () => {
  it('leaves the log on standard output when unset', () => {
    expect(loadConfig({}).logFile).toBeNull();
  });

  it('puts a relative file under DATA_DIR, so a run’s log sits beside its database', () => {
    expect(loadConfig({ DATA_DIR: '/srv/apteek/data', LOG_FILE: 'server.log' }).logFile).toBe(
      '/srv/apteek/data/server.log',
    );
  });

  it('takes an absolute file as it is', () => {
    expect(loadConfig({ LOG_FILE: '/var/log/apteek/server.log' }).logFile).toBe('/var/log/apteek/server.log');
  });
});

describe('appendingLogFile', () => {
  it('makes the folder, writes each line at once and appends after an earlier process', () => {
    const file = join(dir, 'logs', 'server.log');
    const first = appendingLogFile(file);
    first.write('{"msg":"first run"}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"first run"}\n');
    appendingLogFile(file).write('{"msg":"second run"}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"first run"}\n{"msg":"second run"}\n');
  });
});
