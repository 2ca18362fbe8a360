import { formatDecimal, withGroupDiscount, type ProductPagePrice } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { RegularPrice, useGroupPrices } from '../pricing/index.ts';
import { useStoreView } from '../../shell/index.ts';

/**
 * The price a shopper pays, the regular price while a special price applies, and the VAT note. A
 * logged-in customer of a group with a lower tier price sees that price (render-list); until it
 * answers the price is marked as not current.
 */
export function PriceBlock({ sku, price: pagePrice }: { sku: string; price: ProductPagePrice }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const { discounts, currency } = useGroupPrices([sku]);
  const price = withGroupDiscount(pagePrice, discounts.get(sku) ?? 0);
  const isSpecial = price.special !== null;
  const rate = formatDecimal(price.taxRate, i18n.locale, 0, 1);
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          data-testid="product-price"
          data-price-current={currency.price_is_current}
          className={`text-3xl font-bold tracking-tight ${isSpecial ? 'text-sale' : 'text-ink'}`}
        >
          {formatMoney(price.final, i18n)}
        </span>
        {isSpecial && <RegularPrice cents={price.regular} className="text-lg text-ink-muted" />}
        {price.discountPercent !== null && <Badge tone="sale">{`-${price.discountPercent}%`}</Badge>}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('Price includes VAT {rate}%', { rate })}</p>
    </div>
  );
}
