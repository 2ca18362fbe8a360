import type { ProductCard as ProductCardData } from '@apteek/domain';
import { ProductCard } from './ProductCard.tsx';

/** `eagerCount` cards load their images at once: the ones in the first row above the fold. */
export function ProductGrid({ products, eagerCount }: { products: ProductCardData[]; eagerCount: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} isEager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
