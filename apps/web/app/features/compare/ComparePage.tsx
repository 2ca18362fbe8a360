import { PHARMACY_TYPE_CODES, compareRows, type SavedListData } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { TextButton } from '../../ui/Button.tsx';
import { ProductPrice } from '../pricing/index.ts';
import { useHydrated, StoreLink } from '../../shell/index.ts';
import { clearCompare, removeFromCompare, useCompareList } from './compare-list.ts';
import { useUrlFollowsList } from './saved-list-url.ts';

/**
 * The compare list's products side by side on their comparable attributes, rows
 * where they differ highlighted. Up to four columns on a desktop; on a phone two fit the screen
 * and the others are a sideways scroll away.
 */
export function ComparePage({ data }: { data: SavedListData }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const list = useCompareList();
  useUrlFollowsList(isHydrated ? list : null);
  const products = data.products;
  const rows = compareRows(data.comparable, products);
  return (
    <div className="page-container py-6 md:py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
          {t('Compare products')}
        </h1>
        {products.length > 0 && <TextButton onClick={clearCompare}>{t('Clear comparison')}</TextButton>}
      </div>
      {products.length === 0 ? (
        <p className="mt-6 text-ink-muted">
          {t('No products to compare yet. Add products with the compare button on a product or in a list.')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">
            {t(
              'Up to 4 products on a computer and 2 on a phone. Rows where the products differ are highlighted.',
            )}
          </p>
          <div className="mt-6 overflow-x-auto rounded-xl border border-line bg-white">
            <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
              <colgroup>
                <col className="w-28 sm:w-44" />
                {products.map((product) => (
                  <col key={product.sku} className="w-[calc((100vw-9rem)/2)] sm:w-auto" />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th scope="col" className="p-3 text-left align-bottom">
                    <span className="sr-only">{t('Product')}</span>
                  </th>
                  {products.map((product) => (
                    <th key={product.sku} scope="col" className="p-3 text-left align-top font-normal">
                      <img
                        src={product.imageUrl}
                        alt=""
                        width={150}
                        height={150}
                        className="mx-auto aspect-square h-auto w-full max-w-36 object-contain"
                      />
                      <StoreLink
                        path={product.urlPath}
                        className="mt-2 block font-semibold text-ink hover:text-brand-700"
                      >
                        {product.name}
                      </StoreLink>
                      {product.typeCode === PHARMACY_TYPE_CODES.prescription && (
                        <div className="mt-1">
                          <Badge tone="rx">{t('Prescription medicine')}</Badge>
                        </div>
                      )}
                      <div className="mt-1">
                        <ProductPrice sku={product.sku} price={product.price} />
                      </div>
                      <button
                        type="button"
                        onClick={() => removeFromCompare(product.sku)}
                        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                      >
                        <Icon name="close" className="size-4" />
                        {t('Remove')}
                        <span className="sr-only">{product.name}</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.code}
                    data-differs={row.differs}
                    className={`border-t border-line ${row.differs ? 'bg-warning-soft' : ''}`}
                  >
                    <th scope="row" className="p-3 text-left align-top font-semibold text-ink">
                      {row.label}
                      {row.differs && (
                        <span className="block text-xs font-normal text-warning">{t('Differs')}</span>
                      )}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={products[index]!.sku} className="p-3 align-top text-ink">
                        {value ?? <span className="text-ink-muted">–</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
