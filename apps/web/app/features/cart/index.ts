export { useAddFromList, useAddSimpleLine } from './add-from-list.ts';
export { cartStore } from './cart-client.ts';
export { createBrowserCart } from './cart-runtime.ts';
export type { CartStore } from './cart-store.ts';
export { CartButton } from './CartButton.tsx';
export { translateServerMessage } from './server-message.ts';
export { TotalSegments } from './TotalSegments.tsx';
export { useCart, useCartBootstrap, useCartLoader } from './use-cart.ts';
export { loadCartDrawer } from './lazy-parts.ts';
