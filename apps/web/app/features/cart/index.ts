// The cart: its store and task queue against the server, the microcart, the cart button and totals, adding from a list.
// Other features, routes and the root use this feature only through what this face hands on.
export { useAddFromList, useAddSimpleLine } from './add-from-list.ts';
export { cartStore } from './cart-client.ts';
export type { CartStore } from './cart-store.ts';
export { CartButton } from './CartButton.tsx';
export { translateServerMessage } from './server-message.ts';
export { TotalSegments } from './TotalSegments.tsx';
export { useCart, useCartBootstrap, useCartLoader } from './use-cart.ts';
export { CartDrawer } from './CartDrawer.tsx';
export { provideBrowserCart } from './cart-client.ts';
export type { BrowserCartLoader } from './cart-client.ts';
export { showCartEvent } from './cart-notices.ts';
export { trackCartChanges } from './cart-analytics.ts';
export { createCartStore } from './cart-store.ts';
