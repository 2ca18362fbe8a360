import { BlockList, isIP } from 'node:net';

/** Fastify's trustProxy setting (config TRUST_PROXY): false, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | string;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:127.0.0.1` as 127.0.0.1: Node names IPv4 peers of a dual-stack socket that way. */
const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

function listed(address: string, list: string): boolean {
  const allowed = new BlockList();
  for (const entry of list.split(',').map((part) => part.trim())) {
    // loopback is answered before; only addresses and subnets are listed here.
    const [base, bits] = entry.split('/');
    if (!base || isIP(base) === 0) continue;
    if (bits) allowed.addSubnet(base, Number(bits), familyOf(base));
    else allowed.addAddress(base, familyOf(base));
  }
  return isIP(address) !== 0 && allowed.check(address, familyOf(address));
}

function isLoopback(address: string): boolean {
  return isIP(address) !== 0 && LOOPBACK.check(address, familyOf(address));
}

/**
 * Whether the peer that sent a request may vouch for a client certificate: the TLS-terminating
 * proxy. That is loopback, or an address TRUST_PROXY names (config.ts accepts no `true` and no
 * number of hops, which would trust any peer); anyone else could write the header themselves.
 */
export function isTrustedProxy(peer: string | undefined, trustProxy: TrustProxy): boolean {
  if (!peer) return false;
  const address = plain(peer);
  if (isLoopback(address)) return true;
  return trustProxy !== false && listed(address, trustProxy);
}

/**
 * The client certificate a proxy forwards as nginx's `$ssl_client_escaped_cert`: a URL-encoded PEM
 * (a plain PEM, or the base64 DER alone, read too). DER bytes, or null when there is none.
 */
export function forwardedCertificate(header: string | string[] | undefined): Buffer | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.trim() === '' || value === '(null)') return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    text = value;
  }
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return Buffer.alloc(0);
  return Buffer.from(body, 'base64');
}
