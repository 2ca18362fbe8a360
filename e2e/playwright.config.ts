import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_BUNDLE } from '../apps/server/build.ts';
import { chromiumPath } from '../scripts/chromium-check.mjs';
import { PORT, clearStoriesData, prepareCommand, preparedBefore, serverEnv } from './stories-data.ts';

// The server runs as the bundle `npm start` runs, built anew here (under a second) so the stories
// never meet a server older than its sources.
const serverBuild = fileURLToPath(new URL('../apps/server/build.ts', import.meta.url));

/** The stories whose pharmacists go on duty: they run in their own project, after the others. */
const PHARMACIST_ON_DUTY = ['pharmacist-offer.spec.ts', 'pharmacist-chat.spec.ts'];

/**
 * The service worker's stories run in their own project, the only one whose browsers
 * let the worker in: elsewhere a worker kept from an earlier page could answer from its cache and
 * hide what the server says now.
 */
const SERVICE_WORKER = ['pwa.spec.ts'];

/** The tag of the stories that also run on a phone. */
const PHONE_LAYOUT = /@phone\b/;

// A fresh embedded database per run (e2e/stories-data.ts), unless `npm test` prepared it already.
if (!process.env.TEST_WORKER_INDEX && !preparedBefore) clearStoriesData();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Three browsers on two cores: with two, a story's waits (the server, timers, the network's idle)
  // left the cores about 15 % idle; three filled them (the stories 6:04 against 6:52 with two, the
  // same clone at 393d767). Each story then takes about 1.4 times as long, and so has half as long
  // again before it times out: the longest took 28 s with three.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // One browser at a time: a story waits for its worker to take the page and keep it. First in the
    // list so that its one worker starts on it: its stories mostly wait (a first visit registers the
    // worker only after 4 s without a fetch), and last they left one core idle for most of a minute
    // while the other worker had nothing left to run.
    {
      name: 'offline',
      testMatch: SERVICE_WORKER,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], channel: undefined, serviceWorkers: 'allow' },
    },
    {
      name: 'desktop',
      testIgnore: [...PHARMACIST_ON_DUTY, ...SERVICE_WORKER],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // A phone runs only the stories about the phone's own layout (tagged `@phone`: the bottom bar,
    // drawers, the filter panel, the checkout on a narrow screen); the rest prove nothing a phone
    // would change, and ran twice for nothing (204 runs of 112 stories).
    {
      name: 'phone',
      grep: PHONE_LAYOUT,
      testIgnore: [...PHARMACIST_ON_DUTY, ...SERVICE_WORKER],
      // The phone's layout at one device pixel per CSS pixel: the Pixel 7's 2.625 made the software
      // rasteriser paint about seven times the pixels of every frame and full-page screenshot, for a
      // layout that is the same (412 CSS pixels wide); the same page walk took half the time at 1.
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, channel: undefined },
    },
    // After the others: while a pharmacist is on duty, every customer's offer request waits for them.
    {
      name: 'pharmacist',
      testMatch: PHARMACIST_ON_DUTY,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `${preparedBefore ? '' : `${prepareCommand} && `}node --import tsx ${serverBuild} && node ${SERVER_BUNDLE}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // A first start seeds the database and loads the web build; on a busy two-core machine that
    // has taken over two minutes.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv(),
  },
});
