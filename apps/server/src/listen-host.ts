import { createServer } from 'node:net';
import { ConfigError } from './config.ts';

/**
 * Binds HOST on a spare port and lets it go again, before the database is opened: a name that does
 * not resolve or an address this machine does not have stops the start at once, in one line naming
 * HOST, instead of as a stack trace from the listen that comes after the migrations.
 */
export async function requireListenHost(host: string): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(0, host, () => resolve());
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
      throw new ConfigError(`Invalid HOST: "${host}" does not resolve to an address (${code})`);
    }
    if (code === 'EADDRNOTAVAIL') {
      throw new ConfigError(`Invalid HOST: ${host} is not an address of this machine (${code})`);
    }
    throw error;
  } finally {
    probe.close();
  }
}
