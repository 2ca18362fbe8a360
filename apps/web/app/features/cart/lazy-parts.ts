/** The cart drawer's code, left out of the first page load: it loads the first time the drawer opens. */
export const loadCartDrawer = () => import('./CartDrawer.tsx').then((module) => module.CartDrawer);
