import type { AnalyticsListKind, ProductCard as ProductCardData } from '@apteek/domain';
import { ProductGrid } from './ProductGrid.tsx';

interface ProductSectionProps {
  id: string;
  title: string;
  products: ProductCardData[];
  eagerCount: number;
  list: AnalyticsListKind;
  /** Below the first screen on every device: laid out when near the viewport (app.css). */
  isBelowFold?: boolean;
}

export function ProductSection({
  id,
  title,
  products,
  eagerCount,
  list,
  isBelowFold = false,
}: ProductSectionProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`${isBelowFold ? 'below-fold ' : ''}page-container mt-12`}>
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <ProductGrid products={products} eagerCount={eagerCount} list={list} />
    </section>
  );
}
