import { parseArgs } from 'node:util';
import { openDatabase } from '@apteek/db';
import { loadConfig } from '../config.ts';
import { staffPrintout } from './staff-printout.ts';
import { addStaffUser, STAFF_ROLES, StaffAccountError, type StaffRole } from '../modules/staff/index.ts';

/**
 * Creates a pharmacist or an admin on the database the server's environment names
 * (DATA_DIR or DATABASE_URL), migrating it first. Prints the password (generated unless given) and
 * the TOTP secret once: they are not shown again.
 *
 *   npm run staff:add -- --email mari@apteek.ee --name "Mari Tamm" --role pharmacist [--password …]
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
    },
  });
  if (!values.email || !values.name || !values.role) {
    console.error(
      `usage: npm run staff:add -- --email a@b.ee --name "Mari Tamm" --role ${STAFF_ROLES.join('|')} [--password …]`,
    );
    return 2;
  }
  const database = await openDatabase(loadConfig().database);
  try {
    await database.migrate();
    const created = await addStaffUser(database.db, {
      email: values.email,
      name: values.name,
      role: values.role as StaffRole,
      password: values.password,
    });
    process.stdout.write(staffPrintout(created, values.role as StaffRole));
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(`apteek: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('apteek: could not create the staff account', error);
    process.exit(1);
  },
);
