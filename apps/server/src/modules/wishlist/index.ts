/**
 * The account's wishlist: a logged-in customer's products by sku, merged with
 * the guest's browser list at login. Guests' lists never reach the server.
 */
export { wishlistRoutes } from './wishlist-routes.ts';
export { wishlistPaths } from './wishlist-openapi.ts';
