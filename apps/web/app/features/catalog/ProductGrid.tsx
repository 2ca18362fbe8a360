import {
  cardProduct,
  selectItem,
  viewItemList,
  type AnalyticsListKind,
  type ProductCard as ProductCardData,
} from '@apteek/domain';
import { HydrateLater } from '../../shell/index.ts';
import { track, useTrackOnce } from '../analytics/index.ts';
import { GroupDiscounts } from '../pricing/index.ts';
import { CardItem } from './kept-cards.tsx';

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

/**
 * The cards a first screen shows at most (two rows of four on a wide screen, four of two on a
 * phone). The rest are hydrated after the page, at low priority in small tasks: a category of 50
 * cards hydrated in one long task before a tap on the first screen could be answered.
 */
const FIRST_SCREEN_CARDS = 8;

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
  const card = (product: ProductGridProps['products'][number], index: number) => (
    <CardItem
      key={product.id}
      product={product}
      isEager={index < eagerCount}
      onSelect={() => track(selectItem(list, analyticsProductOf(product), index))}
    />
  );
  return (
    <GroupDiscounts skus={products.map((product) => product.sku)}>
      <ul className={`grid gap-3 sm:gap-4 ${COLUMNS[columns]}`}>
        {products.slice(0, FIRST_SCREEN_CARDS).map(card)}
        {products.length > FIRST_SCREEN_CARDS && (
          <HydrateLater>
            {products
              .slice(FIRST_SCREEN_CARDS)
              .map((product, index) => card(product, FIRST_SCREEN_CARDS + index))}
          </HydrateLater>
        )}
      </ul>
    </GroupDiscounts>
  );
}
