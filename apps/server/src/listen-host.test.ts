import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { requireListenHost } from './listen-host.ts';

describe('requireListenHost', () => {
  it('takes an address and a name of this machine', async () => {
    await expect(requireListenHost('127.0.0.1')).resolves.toBeUndefined();
    await expect(requireListenHost('0.0.0.0')).resolves.toBeUndefined();
    await expect(requireListenHost('localhost')).resolves.toBeUndefined();
  });

  it('refuses a name that resolves to nothing in one line naming HOST', async () => {
    const refusal = requireListenHost('nowhere.invalid');
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(
      /^Invalid HOST: "nowhere\.invalid" does not resolve to an address \(E[A-Z_]+\)$/,
    );
  });

  it('refuses an address this machine does not have in one line naming HOST', async () => {
    // A documentation address (TEST-NET-3), never one of a real machine's.
    await expect(requireListenHost('203.0.113.7')).rejects.toThrow(
      new ConfigError('Invalid HOST: 203.0.113.7 is not an address of this machine (EADDRNOTAVAIL)'),
    );
  });
});
