import { readFileSync } from 'node:fs';
import { dataDir } from './stories-dir.ts';

export const STAFF_PASSWORD = 'e2e-staff-password-2030';

/**
 * The staff stories, each with its own pharmacists, and the projects each runs in. The offers and
 * chat stories run in the pharmacist project, after the others: their pharmacists go on duty, and a
 * pharmacist on duty holds every customer's offer request.
 */
const STORY_PROJECTS = {
  staff: ['desktop', 'phone'],
  orders: ['desktop', 'phone'],
  offers: ['pharmacist'],
  chat: ['pharmacist'],
  reviews: ['desktop', 'phone'],
  accessibility: ['desktop', 'phone'],
  groups: ['desktop'],
  returns: ['desktop', 'phone'],
  catalogue: ['desktop'],
  fulfilment: ['desktop', 'phone'],
} as const satisfies Record<string, readonly string[]>;
export type Story = keyof typeof STORY_PROJECTS;

/** The stories whose account is not a pharmacist's. */
const STORY_ROLES: Partial<Record<Story, 'admin' | 'catalogueManager' | 'warehouse'>> = {
  groups: 'admin',
  catalogue: 'catalogueManager',
  fulfilment: 'warehouse',
};

/**
 * One pharmacist per device project and story, so logins and one-time codes never meet: a code is
 * taken once, and two stories logging one account in within the same 30 seconds would collide.
 */
export function staffAccount(project: string, story: Story = 'staff') {
  const names = {
    staff: ['Mari', 'Liis'],
    orders: ['Kadri', 'Piret'],
    offers: ['Triin', 'Triin'],
    chat: ['Eve', 'Eve'],
    reviews: ['Helen', 'Kersti'],
    accessibility: ['Anu', 'Reet'],
    groups: ['Tiina', 'Tiina'],
    returns: ['Maris', 'Maris'],
    catalogue: ['Kaie', 'Kaie'],
    fulfilment: ['Karin', 'Karin'],
  }[story];
  return {
    email: `e2e-${story}-${project}@apteek.ee`,
    // The customer-groups story's account is an administrator's (only they move customers), the
    // catalogue story's a catalogue manager's.
    role: STORY_ROLES[story] ?? 'pharmacist',
    name: `${project === 'phone' ? names[1] : names[0]} Proviisor`,
    /** Where the e2e server's start-up keeps what creating the account printed. */
    printout: `${dataDir}.${story}-${project}.txt`,
  };
}

/**
 * Every story's pharmacist, as the server's preparation script reads them (browser-stories-prepare.ts)
 * before the server starts: the embedded database is the server's alone once it runs.
 */
export function storyPharmacists() {
  return (Object.entries(STORY_PROJECTS) as [Story, readonly string[]][])
    .flatMap(([story, projects]) => projects.map((project) => staffAccount(project, story)))
    .map(({ email, name, printout, role }) => ({ email, name, password: STAFF_PASSWORD, printout, role }));
}

/** The TOTP secret (base32) printed when the project's account was created. */
export function staffTotpSecret(project: string, story: Story = 'staff'): string {
  const { printout } = staffAccount(project, story);
  const printed = readFileSync(printout, 'utf8');
  const secret = /TOTP secret \(base32\): (\S+)/.exec(printed)?.[1];
  if (!secret) throw new Error(`no TOTP secret in ${printout}`);
  return secret;
}
