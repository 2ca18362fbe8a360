import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runtimeEnv } from '../apps/server/build.ts';
import { storyPharmacists } from './staff-account.ts';
import { dataDir } from './stories-dir.ts';

/**
 * The stories' server and its embedded database (playwright.config.ts). The database is prepared
 * anew for every run: removed, migrated, prescriptions opened around the clock and the staff
 * stories' pharmacists created. Playwright does it before it starts the server, unless `npm test`
 * did it already beside its PostgreSQL pass (E2E_PREPARED=1): there it used a core that pass left
 * idle, where in the stories' phase every worker waited for it.
 *
 *   node --import tsx e2e/stories-data.ts
 */

export const PORT = Number(process.env.E2E_PORT ?? 3100);
const pharmacists = `${dataDir}.pharmacists.json`;
// One process migrates the database, opens prescriptions around the clock (the stories run at any
// hour against the real clock) and creates the staff stories' pharmacists.
const prepare = fileURLToPath(
  new URL('../apps/server/src/scripts/browser-stories-prepare.ts', import.meta.url),
);

/** Whether `npm test` prepared this run's database before the stories' phase. */
export const preparedBefore = process.env.E2E_PREPARED === '1';

/** The command that prepares the database once `clearStoriesData` has run. */
export const prepareCommand = `node --import tsx ${prepare} ${pharmacists}`;

/** The server's environment: the stories' own settings over the memory settings `npm start` gives it. */
export function serverEnv(): Record<string, string> {
  return {
    ...runtimeEnv(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every story's browser shares 127.0.0.1; the per-IP limits have their own integration tests.
    PER_IP_LIMITS: 'off',
    // A demo shop on this machine, as `npm start` serves it: the identity sandboxes, and mail read
    // in the local mailbox (NODE_ENV=production refuses to start without SMTP_URL otherwise).
    LOCAL_DEMO: '1',
    // Read after the stories by `npm test` (scripts/check-log-safety.mjs): no personal data in it.
    LOG_FILE: 'server.log',
  };
}

/** A fresh database per run, so the stories also prove a first start; the pharmacists to create. */
export function clearStoriesData(): void {
  rmSync(dataDir, { recursive: true, force: true });
  writeFileSync(pharmacists, JSON.stringify(storyPharmacists()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  clearStoriesData();
  execFileSync('sh', ['-c', prepareCommand], { stdio: 'inherit', env: { ...process.env, ...serverEnv() } });
}
