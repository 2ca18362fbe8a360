// One WebSocket upgrade to /cb as a browser sends it, from the address `from` names
// (X-Forwarded-For): the upgraded connection, or the refusal's status and Retry-After. Plain
// JavaScript, so that the flood's worker thread (socket-flood.mjs) needs no TypeScript loader.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

export function upgradeCb(port, key, from) {
  return new Promise((resolve, reject) => {
    const attempt = request({
      host: '127.0.0.1',
      port,
      path: `/cb?key=${encodeURIComponent(key)}`,
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'x-forwarded-for': from,
      },
    });
    attempt.once('upgrade', (_response, socket) => resolve({ socket }));
    attempt.once('response', (response) => {
      const retryAfter = response.headers['retry-after'];
      resolve({ refused: response.statusCode ?? 0, retryAfter });
      attempt.destroy();
    });
    attempt.once('error', reject);
    attempt.end();
  });
}
