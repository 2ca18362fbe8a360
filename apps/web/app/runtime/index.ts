import { provideBrowserCart } from '../features/cart/index.ts';

/**
 * Wires the browser's features together, once, before the page hydrates (entry.client.tsx): the
 * cart's code, with its session wiring, still loads only when the cart is first needed.
 */
export function startBrowserRuntime(): void {
  provideBrowserCart((storeView, translate) =>
    import('./browser-cart.ts').then(({ createBrowserCart }) => createBrowserCart(storeView, translate)),
  );
}
