import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '@apteek/db';
import { ALWAYS_OPEN } from '@apteek/domain';
import { loadConfig } from '../config.ts';
import { updateOpeningTimes } from '../modules/opening-hours/index.ts';
import { addStaffUser, type StaffRole } from '../modules/staff/index.ts';
import { staffPrintout } from './staff-printout.ts';

/** One pharmacist of the browser stories, and the file that keeps what `staff:add` would print. */
interface StoryPharmacist {
  email: string;
  name: string;
  password: string;
  printout: string;
  /** A pharmacist unless the story needs another role (an administrator's, a catalogue manager's). */
  role?: StaffRole;
}

/**
 * Prepares the browser stories' database (DATA_DIR or DATABASE_URL) before their server starts, in
 * one process: migrates it (a fresh data directory works), opens prescriptions around the clock
 * (every day 00:00–24:00, no holidays, no closing warnings: the stories run at any hour against the
 * real clock) and creates each pharmacist the JSON file lists, if one is given, writing its
 * printout as `staff:add` prints it. One opening of the embedded database instead of one per
 * account: each took 5–10 s on a busy machine. Also for trying the prescription centre at night;
 * never for a real pharmacy.
 *
 *   node --import tsx apps/server/src/scripts/browser-stories-prepare.ts [pharmacists.json]
 */
async function main(pharmacistsFile: string | undefined): Promise<void> {
  const pharmacists = pharmacistsFile
    ? (JSON.parse(readFileSync(pharmacistsFile, 'utf8')) as StoryPharmacist[])
    : [];
  const database = await openDatabase(loadConfig().database);
  try {
    await database.migrate();
    await updateOpeningTimes(database.db, ALWAYS_OPEN);
    for (const { email, name, password, printout, role = 'pharmacist' } of pharmacists) {
      const created = await addStaffUser(database.db, { email, name, role, password });
      writeFileSync(printout, staffPrintout(created, role));
    }
  } finally {
    await database.close();
  }
  console.warn('apteek: prescriptions are open around the clock on this database (browser stories only)');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error('apteek: could not prepare the browser stories’ database', error);
  process.exit(1);
});
