import type { StaffRole } from '../modules/staff/index.ts';

/** What creating a staff account prints once: the password and the TOTP secret are not shown again. */
export function staffPrintout(
  created: { email: string; password: string; totpSecret: string; totpUri: string },
  role: StaffRole,
): string {
  return [
    `Staff account ${created.email} (${role}) created.`,
    `Password: ${created.password}`,
    `TOTP secret (base32): ${created.totpSecret}`,
    `Authenticator URI: ${created.totpUri}`,
    'Shown once: keep the password and add the secret to an authenticator app. Log in at /staff.',
    '',
  ].join('\n');
}
