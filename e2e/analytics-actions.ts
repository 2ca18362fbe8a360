import type { Page } from '@playwright/test';

/** One push onto window.dataLayer, as the recorder saw it. */
export interface DataLayerItem {
  event?: string;
  ecommerce?: Record<string, unknown>;
}

/**
 * Records every push onto window.dataLayer from the moment a page creates it, across page loads:
 * the list fills as the page pushes.
 */
export async function recordDataLayer(page: Page): Promise<DataLayerItem[]> {
  const pushed: DataLayerItem[] = [];
  await page.exposeFunction('__recordDataLayer', (item: string) =>
    pushed.push(JSON.parse(item) as DataLayerItem),
  );
  await page.addInitScript(() => {
    let layer: unknown[] | undefined;
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set(value: unknown[]) {
        layer = value;
        const push = value.push.bind(value);
        value.push = (...items: unknown[]) => {
          for (const item of items)
            (window as unknown as { __recordDataLayer(s: string): void }).__recordDataLayer(
              JSON.stringify(item),
            );
          return push(...items);
        };
      },
    });
  });
  return pushed;
}

/** Notes the start time of every largest-contentful-paint candidate in `window.paints`. */
export async function watchLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { paints: number[] };
    state.paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
