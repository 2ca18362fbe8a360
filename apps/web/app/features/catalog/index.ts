// Product cards, grids and sections, as listings, the home page and the product page show them.
// Other features, routes and the root use this feature only through what this face hands on.
export { CardItem } from './kept-cards.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { ProductSection } from './ProductSection.tsx';
