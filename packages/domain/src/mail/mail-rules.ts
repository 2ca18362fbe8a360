/**
 * Whether a peer address is this machine itself: 127.0.0.0/8, ::1, or either written as an
 * IPv4-mapped IPv6 address (how a dual-stack socket reports an IPv4 peer).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  const parts = v4.split('.');
  return (
    parts.length === 4 &&
    parts[0] === '127' &&
    parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)
  );
}

/** How long one attempt to send a mail may hold it before another worker may try it. */
export const MAIL_LEASE_MS = 2 * 60 * 1000;

const FIRST_RETRY_MS = 30 * 1000;
const LAST_RETRY_MS = 60 * 60 * 1000;

/**
 * The wait after a failed attempt (`attempts` counts it): 30 s, doubling, at most an hour, so a
 * mail server that is down for a day gets a try every hour and none is ever given up.
 */
export function mailRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(Math.floor(attempts) - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, LAST_RETRY_MS);
}
