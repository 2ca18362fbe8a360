/**
 * Runs `work` in a task of its own, after the current one; returns a function that cancels it.
 * For effects that start a request or load a module: React runs the effects of a hydrated page in
 * hydration's commit task, and each `fetch()` or `import()` started there (a millisecond or more of
 * main thread apiece, with Vite's preload links) lengthens the page's longest task.
 */
export function inNextTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
