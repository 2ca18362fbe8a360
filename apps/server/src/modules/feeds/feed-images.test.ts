import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFetcher, isPublicAddress } from './feed-images.ts';

const PICTURE = Buffer.from('a picture');
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PICTURE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('fetching a feed picture', () => {
  it('refuses this machine and private networks, by address or by a name resolving to one', async () => {
    const strict = imageFetcher({ mediaDir: '/nowhere' });
    for (const url of [
      `http://127.0.0.1:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::1]:${port}/a.png`,
      'http://10.1.2.3/a.png',
      'http://169.254.169.254/latest/meta-data',
    ])
      await expect(strict.fetch(url), url).rejects.toThrow('A private or local address');
    await expect(strict.fetch('ftp://example.com/a.png')).rejects.toThrow('Only http and https addresses');
  });

  it('reaches a local server only when the configuration allows it', async () => {
    const open = imageFetcher({ mediaDir: '/nowhere', allowPrivateAddresses: true });
    expect(await open.fetch(`http://127.0.0.1:${port}/a.png`)).toEqual(PICTURE);
  });

  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['1.1.1.1', '93.184.216.34', '::ffff:1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});
