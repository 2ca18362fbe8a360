import type { Socket } from 'node:net';

/** See cb-upgrade.mjs. */
export type CbAttempt = { socket: Socket } | { refused: number; retryAfter: string | undefined };

export function upgradeCb(port: number, key: string, from: string): Promise<CbAttempt>;
