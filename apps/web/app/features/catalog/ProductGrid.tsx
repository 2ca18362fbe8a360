import {
  cardProduct,
  selectItem,
  viewItemList,
  type AnalyticsListKind,
  type ProductCard as ProductCardData,
} from '@apteek/domain';
import { track, useTrackOnce } from '../analytics/index.ts';
import { GroupDiscounts } from '../pricing/index.ts';
import { ProductCard } from './ProductCard.tsx';

const COLUMNS = {
  /** The full page width. */
  page: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4',
  /** Beside a filter sidebar from 1024 px. */
  sidebar: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
} as const;

interface ProductGridProps {
  products: (ProductCardData & { medicineName?: string | null })[];
  /** `eagerCount` cards load their images at once: the ones in the first row above the fold. */
  eagerCount: number;
  columns?: keyof typeof COLUMNS;
  /** The list's kind for analytics (view_item_list, select_item). */
  list: AnalyticsListKind;
}

const analyticsProductOf = (product: ProductCardData) =>
  cardProduct({
    sku: product.sku,
    name: product.name,
    typeCode: product.typeCode,
    priceCents: product.price.final,
  });

export function ProductGrid({ products, eagerCount, columns = 'page', list }: ProductGridProps) {
  useTrackOnce(`${list}:${products.map((product) => product.sku).join(',')}`, () =>
    viewItemList(list, products.map(analyticsProductOf)),
  );
  return (
    <GroupDiscounts skus={products.map((product) => product.sku)}>
      <ul className={`grid gap-3 sm:gap-4 ${COLUMNS[columns]}`}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              isEager={index < eagerCount}
              onSelect={() => track(selectItem(list, analyticsProductOf(product), index))}
            />
          </li>
        ))}
      </ul>
    </GroupDiscounts>
  );
}
