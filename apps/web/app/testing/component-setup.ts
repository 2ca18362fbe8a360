import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';

// A find or a wait gives up after 5 s, not Testing Library's 1 s: on two cores beside the type check
// and the build, a lazily loaded module or a chain of stood-in fetches has taken longer than 1 s
// (PrescriptionWatch's cart, the chat's stop after an order). Only a failing test waits longer.
configure({ asyncUtilTimeout: 5000 });

/**
 * No component test reaches a server (there is none at the page's http://localhost:3000): a fetch no
 * test stood in for fails as the network would, and fails the test (or, after its end, the file)
 * with its address. Before, such a call only left an ECONNREFUSED in the log that named no test.
 */
const unstubbed: string[] = [];
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (/^(data|blob):/.test(url)) return realFetch(input, init);
  unstubbed.push(url);
  return Promise.reject(
    new TypeError(
      `Unstubbed fetch of ${url} in a component test: stand in for the API with stubApi (app/testing/component-harness.tsx)`,
    ),
  );
};

function expectNoUnstubbedFetch() {
  const urls = unstubbed.splice(0);
  expect(urls, 'fetches no test stood in for (stubApi in app/testing/component-harness.tsx)').toEqual([]);
}

// The features wired as the browser's entry wires them. Loaded once the test file has been read,
// so the modules a test stands in for (vi.mock) are the ones the wiring uses.
beforeEach(async () => {
  const { startBrowserRuntime } = await import('../runtime/index.ts');
  startBrowserRuntime();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  expectNoUnstubbedFetch();
});

// A cart asks for its totals 150 ms after a change (cart-store.ts). A file whose last test changed a
// cart would otherwise end before that read, which then ran without the page's globals and failed
// the run as an unhandled rejection ("navigator is not defined"), now and then.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  expectNoUnstubbedFetch();
  // The next file in this worker imports the app's modules anew (their stores, caches and
  // listeners start empty); React, the testing library and the DOM stay loaded (vitest.config.ts).
  vi.resetModules();
});
