import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';

// The features wired as the browser's entry wires them. Loaded once the test file has been read,
// so the modules a test stands in for (vi.mock) are the ones the wiring uses.
beforeEach(async () => {
  const { startBrowserRuntime } = await import('../runtime/index.ts');
  startBrowserRuntime();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// A cart asks for its totals 150 ms after a change (cart-store.ts). A file whose last test changed a
// cart would otherwise end before that read, which then ran without the page's globals and failed
// the run as an unhandled rejection ("navigator is not defined"), now and then.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 200)));
