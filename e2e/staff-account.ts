import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The embedded database of the e2e server (the same default as playwright.config.ts). */
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('./.data', import.meta.url));

export const STAFF_PASSWORD = 'e2e-staff-password-2030';

/** One pharmacist per device project, so the projects' logins and one-time codes never meet. */
export function staffAccount(project: string) {
  return {
    email: `e2e-staff-${project}@apteek.ee`,
    name: project === 'phone' ? 'Liis Proviisor' : 'Mari Proviisor',
    /** Where the e2e server's start-up keeps what `npm run staff:add` printed. */
    printout: `${dataDir}.staff-${project}.txt`,
  };
}

/**
 * The `staff:add` commands the e2e server runs before it starts: the embedded database is the
 * server's alone once it runs.
 */
export function staffAddCommands(script: string): string {
  return ['desktop', 'phone']
    .map((project) => {
      const { email, name, printout } = staffAccount(project);
      return `node --import tsx ${script} --email ${email} --name "${name}" --role pharmacist --password ${STAFF_PASSWORD} > ${printout}`;
    })
    .join(' && ');
}

/** The TOTP secret (base32) `staff:add` printed for the project's account. */
export function staffTotpSecret(project: string): string {
  const printed = readFileSync(staffAccount(project).printout, 'utf8');
  const secret = /TOTP secret \(base32\): (\S+)/.exec(printed)?.[1];
  if (!secret) throw new Error(`no TOTP secret in ${staffAccount(project).printout}`);
  return secret;
}
