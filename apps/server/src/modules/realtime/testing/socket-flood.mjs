// A flood of WebSocket upgrades to /cb from one address, sent from a worker thread as an attacker's
// own process would send them: the server's event loop is not also the attacker's. Plain
// JavaScript, so the thread needs no TypeScript loader.
//
//   workerData: { port, keys: cart tokens to take turns with, from: X-Forwarded-For, atLeast, concurrency }
//   messages in: 'stop' (end once `atLeast` attempts were made), 'release' (close the kept sockets)
//   message out: { attempts, refused: 429s, kept: upgrades that succeeded, ms }
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, keys, from, atLeast, concurrency } = workerData;
const kept = [];
let attempts = 0;
let refused = 0;
let stopAsked = false;

parentPort.on('message', (message) => {
  if (message === 'stop') stopAsked = true;
  if (message !== 'release') return;
  for (const socket of kept) socket.destroy();
  parentPort.close();
});

function upgrade(key) {
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
      resolve({ status: response.statusCode });
      attempt.destroy();
    });
    attempt.once('error', reject);
    attempt.end();
  });
}

async function attacker() {
  while (attempts < atLeast || !stopAsked) {
    const outcome = await upgrade(keys[attempts++ % keys.length]);
    if (outcome.socket) kept.push(outcome.socket);
    else if (outcome.status === 429) refused += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, attacker));
parentPort.postMessage({ attempts, refused, kept: kept.length, ms: performance.now() - started });
