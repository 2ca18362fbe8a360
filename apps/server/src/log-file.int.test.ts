import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'apteek-log-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the log with LOG_FILE set', () => {
  it('goes to that file at the configured level, instead of standard output', async () => {
    const logFile = join(dir, 'logs', 'server.log');
    const testApp = await buildTestApp({ logLevel: 'warn', logFile });
    try {
      testApp.app.log.info('below the level');
      testApp.app.log.warn('logged');
      const lines = readFileSync(logFile, 'utf8').trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['logged']);
    } finally {
      await testApp.close();
    }
  });
});
