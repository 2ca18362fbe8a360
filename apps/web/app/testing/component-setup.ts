import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

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
