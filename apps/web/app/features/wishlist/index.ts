// The wishlist: its store, page, buttons and sync with the account.
// Other features, routes and the root use this feature only through what this face hands on.
export { SavedListLinks } from './SavedListLinks.tsx';
export { useWishlist } from './wishlist-store.ts';
export { WishlistButton } from './WishlistButton.tsx';
export { WishlistPage } from './WishlistPage.tsx';
export { WishlistSync } from './WishlistSync.tsx';
