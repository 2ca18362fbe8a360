// A flood of WebSocket upgrades to /cb from one address, sent from a worker thread as an attacker's
// own process would send them: the server's event loop is not also the attacker's. Plain
// JavaScript, so the thread needs no TypeScript loader.
//
//   workerData: { port, keys: cart tokens to take turns with, from: X-Forwarded-For, atLeast, concurrency }
//   messages in: 'stop' (end once `atLeast` attempts were made), 'release' (close the kept sockets)
//   message out: { attempts, refused: 429s, kept: upgrades that succeeded, ms }
import { parentPort, workerData } from 'node:worker_threads';
import { upgradeCb } from './cb-upgrade.mjs';

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

async function attacker() {
  while (attempts < atLeast || !stopAsked) {
    const outcome = await upgradeCb(port, keys[attempts++ % keys.length], from);
    if (outcome.socket) kept.push(outcome.socket);
    else if (outcome.refused === 429) refused += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, attacker));
parentPort.postMessage({ attempts, refused, kept: kept.length, ms: performance.now() - started });
