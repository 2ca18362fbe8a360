export { SavedListLinks } from './SavedListLinks.tsx';
export { useWishlist } from './wishlist-store.ts';
export { WishlistButton } from './WishlistButton.tsx';
export { WishlistPage } from './WishlistPage.tsx';
export { WishlistSync } from './WishlistSync.tsx';
