import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'apteek-log-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the log with LOG_FILE set', () => {
  it('is appended to that file, its folder made, instead of standard output', async () => {
    const logFile = join(dir, 'logs', 'server.log');
    for (const run of ['first', 'second']) {
      const testApp = await buildTestApp({ logLevel: 'warn', logFile });
      testApp.app.log.info(`${run} run: below the level`);
      testApp.app.log.warn(`${run} run: logged`);
      const missing = await testApp.app.inject({ method: 'POST', url: '/api/no-such-route' });
      expect(missing.statusCode).toBe(404);
      await testApp.close();
    }
    expect(existsSync(logFile)).toBe(true);
    const lines = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(['first run: logged', 'second run: logged']);
  });
});
