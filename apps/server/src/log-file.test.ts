import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
