import type { GroupedPart } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useStoreView, StoreLink } from '../../shell/index.ts';
import { MemberThumbnail } from './MemberThumbnail.tsx';
import { ProductPartSection } from './ProductPartSection.tsx';

/** The associated products of a grouped product, each with its quantity and price. */
export function GroupedItems({ items }: GroupedPart) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  return (
    <ProductPartSection id="grouped-title" title={t('Included in the set')}>
      <ul className="mt-3 divide-y divide-line">
        {items.map((item) => (
          <li key={item.sku} className="flex items-center gap-3 py-2.5">
            <MemberThumbnail src={item.thumbnailUrl} />
            <div className="min-w-0 flex-1">
              {item.urlPath ? (
                <StoreLink
                  path={item.urlPath}
                  className="text-sm font-medium text-ink underline-offset-2 hover:text-brand-800 hover:underline"
                >
                  {item.name}
                </StoreLink>
              ) : (
                <span className="text-sm font-medium text-ink">{item.name}</span>
              )}
              <p className="text-sm text-ink-muted">{t('Quantity: {qty}', { qty: item.qty })}</p>
            </div>
            <span className="text-sm font-semibold whitespace-nowrap text-ink">
              {formatMoney(item.price.final, i18n)}
            </span>
          </li>
        ))}
      </ul>
    </ProductPartSection>
  );
}
