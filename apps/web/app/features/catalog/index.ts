export { ProductCard } from './ProductCard.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { ProductSection } from './ProductSection.tsx';
